// Texts of the mobile menu (client/layouts/header/mobile-menu.tsx): a part of the shell whose code is not in the first load
// (docs/decisions/0018), so its texts travel in its chunk, registered under 'menu'.

export const mobileMenuTexts = {
  ru: {
    open: 'Открыть меню',
    close: 'Закрыть меню',
    title: 'Меню',
    contacts: 'Контакты',
    account: 'Личный кабинет',
  },
  en: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    contacts: 'Contacts',
    account: 'My account',
  },
};
