// Texts of the account links, user menu and notification bell (client/layouts/header/account-links.tsx, user-menu.tsx, notification-link.tsx): a part of the shell whose code is not in the first load
// (docs/decisions/0018), so its texts travel in its chunk, registered under 'account'.

export const accountTexts = {
  ru: {
    menuLabel: 'Меню личного кабинета',
    openMenu: 'Открыть меню пользователя {{name}}',
    home: 'Личный кабинет',
    messages: 'Сообщения',
    models: 'Мои модели',
    statisticContacts: 'Статистика контактов',
    statisticUsers: 'Статистика пользователей',
    statisticCompanyEmail: 'Статистика рассылок компании',
    logout: 'Выйти',
    avatarAlt: 'Аватар пользователя {{name}}',
    notificationsNone: 'Уведомления: нет новых сообщений',
    notifications_one: 'Уведомления: {{count, number}} новое сообщение',
    notifications_few: 'Уведомления: {{count, number}} новых сообщения',
    notifications_many: 'Уведомления: {{count, number}} новых сообщений',
    notifications_other: 'Уведомления: {{count, number}} нового сообщения',
  },
  en: {
    menuLabel: 'Account menu',
    openMenu: 'Open the user menu of {{name}}',
    home: 'My account',
    messages: 'Messages',
    models: 'My models',
    statisticContacts: 'Contact statistics',
    statisticUsers: 'User statistics',
    statisticCompanyEmail: 'Company mailing statistics',
    logout: 'Log out',
    avatarAlt: 'Avatar of {{name}}',
    notificationsNone: 'Notifications: no new messages',
    notifications_one: 'Notifications: {{count, number}} new message',
    notifications_other: 'Notifications: {{count, number}} new messages',
  },
};
