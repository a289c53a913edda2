// Texts of the social channel links (client/layouts/social-links.tsx): a part of the shell whose code is not in the first load
// (docs/decisions/0018), so its texts travel in its chunk, registered under 'social'.

export const socialLinksTexts = {
  ru: {
    label: 'Мы в социальных сетях',
    telegram: 'Telegram-канал',
    youtube: 'YouTube-канал',
    vk: 'Сообщество ВКонтакте',
    dzen: 'Блог на Дзене',
  },
  en: {
    label: 'Follow us',
    telegram: 'Telegram channel',
    youtube: 'YouTube channel',
    vk: 'VK community',
    dzen: 'Blog on Dzen',
  },
};
