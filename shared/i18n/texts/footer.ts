// Texts of the site footer (client/layouts/footer.tsx): a part of the shell whose code is not in the first load
// (docs/decisions/0018), so its texts travel in its chunk, registered under 'footer'.

export const footerTexts = {
  ru: {
    navLabel: 'Ссылки в подвале сайта',
    about: 'Библиотека BIM-моделей оборудования и материалов от производителей для проектировщиков и архитекторов.',
    columns: {
      portal: 'Портал',
      company: 'Компания',
      documents: 'Документы',
      contacts: 'Контакты',
    },
    links: {
      api: 'Открытый API',
      mainSite: 'Главная',
      models: 'Модели',
      manufacturers: 'Производители',
      articles: 'Статьи',
      about: 'О нас',
      careers: 'Вакансии',
      cases: 'Кейсы',
      statreport: 'Открытая статистика',
      support: 'Написать в поддержку',
      userAgreement: 'Пользовательское соглашение',
      privacyPolicy: 'Политика конфиденциальности',
      offer: 'Оферта',
    },
    copyright: '© {{year}} BIM-библиотека. Все права защищены.',
  },
  en: {
    navLabel: 'Footer links',
    about: 'A library of BIM models of equipment and materials from manufacturers, for designers and architects.',
    columns: {
      portal: 'Portal',
      company: 'Company',
      documents: 'Documents',
      contacts: 'Contacts',
    },
    links: {
      api: 'Open API',
      mainSite: 'Home',
      models: 'Models',
      manufacturers: 'Manufacturers',
      articles: 'Articles',
      about: 'About us',
      careers: 'Careers',
      cases: 'Cases',
      statreport: 'Open statistics',
      support: 'Write to support',
      userAgreement: 'User agreement',
      privacyPolicy: 'Privacy policy',
      offer: 'Public offer',
    },
    copyright: '© {{year}} BIM Library. All rights reserved.',
  },
};
