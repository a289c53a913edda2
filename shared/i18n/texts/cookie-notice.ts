// Texts of the cookie notice (client/layouts/cookie-notice.tsx): a part of the shell whose code is not in the first load
// (docs/decisions/0018), so its texts travel in its chunk, registered under 'cookie'.

export const cookieNoticeTexts = {
  ru: {
    label: 'Уведомление об использовании cookies',
    title: 'Мы используем cookies',
    text: 'Cookies хранят данные о ваших предыдущих посещениях сайта. Если отключить их, некоторые функции станут недоступны.',
    accept: 'OK',
  },
  en: {
    label: 'Cookie notice',
    title: 'We use cookies',
    text: 'Cookies store data about your earlier visits to the site. If you disable them, some features will not be available.',
    accept: 'OK',
  },
};
