// UI texts of the 'common' namespace for both languages. Keys are the same in
// both (a unit test holds them equal); plural keys use i18next's suffixes
// (ru: _one/_few/_many/_other, en: _one/_other), never hand-written rules.
// Counts are written as {{count, number}} so they use formatNumber (Intl).
//
// Page texts: pages.<pageId>.title (the <h1> and <title>) and
// pages.<pageId>.description (lead paragraph and meta description).

const ru = {
  site: {
    name: 'BIM-библиотека',
    tagline: 'Библиотека BIM-моделей производителей',
    homeLabel: 'BIM-библиотека — на главную',
  },
  skipToContent: 'Перейти к содержимому',
  loading: 'Загрузка страницы',
  network: {
    offline: 'Нет подключения к интернету. Сайт снова заработает, когда связь восстановится.',
  },
  externalHint: '(откроется в новой вкладке)',
  nav: {
    label: 'Основная навигация',
    models: 'Модели',
    manufacturers: 'Производители',
    articles: 'Статьи',
    plugins: 'Плагины',
    forManufacturers: 'Производителям',
  },
  phone: {
    support: 'Служба поддержки',
    moscow: 'Москва',
    call: 'Позвонить: {{phone}}',
  },
  language: {
    label: 'Язык сайта',
    switchTo: 'Переключить язык на {{language}}',
    names: { ru: 'Русский', en: 'English' },
    short: { ru: 'RU', en: 'EN' },
  },
  header: {
    login: 'Войти',
    loginHint: 'Вход и регистрация',
  },
  account: {
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
  menu: {
    open: 'Открыть меню',
    close: 'Закрыть меню',
    title: 'Меню',
    contacts: 'Контакты',
    account: 'Личный кабинет',
  },
  business: {
    label: 'Бизнес',
    toMainSite: 'На основной сайт',
    navLabel: 'Навигация для бизнеса',
    nav: {
      forManufacturers: 'Производителям',
      bimDevelopment: 'Разработка BIM-моделей',
      promotion: 'Продвижение',
      cases: 'Кейсы',
    },
  },
  social: {
    label: 'Мы в социальных сетях',
    telegram: 'Telegram-канал',
    youtube: 'YouTube-канал',
    vk: 'Сообщество ВКонтакте',
    dzen: 'Блог на Дзене',
  },
  footer: {
    navLabel: 'Ссылки в подвале сайта',
    about: 'Библиотека BIM-моделей оборудования и материалов от производителей для проектировщиков и архитекторов.',
    columns: {
      portal: 'Портал',
      company: 'Компания',
      documents: 'Документы',
      contacts: 'Контакты',
    },
    links: {
      mainSite: 'Главная',
      models: 'Модели',
      manufacturers: 'Производители',
      articles: 'Статьи',
      about: 'О нас',
      careers: 'Вакансии',
      cases: 'Кейсы',
      statreport: 'Открытая статистика',
      userAgreement: 'Пользовательское соглашение',
      privacyPolicy: 'Политика конфиденциальности',
      offer: 'Оферта',
    },
    copyright: '© {{year}} BIM-библиотека. Все права защищены.',
  },
  reach: {
    claim_one: 'Порталом ежемесячно пользуется {{count, number}} проектировщик',
    claim_few: 'Порталом ежемесячно пользуются {{count, number}} проектировщика',
    claim_many: 'Порталом ежемесячно пользуются {{count, number}} проектировщиков',
    claim_other: 'Порталом ежемесячно пользуются {{count, number}} проектировщика',
  },
  counts: {
    models_one: '{{count, number}} модель',
    models_few: '{{count, number}} модели',
    models_many: '{{count, number}} моделей',
    models_other: '{{count, number}} модели',
    manufacturers_one: '{{count, number}} производитель',
    manufacturers_few: '{{count, number}} производителя',
    manufacturers_many: '{{count, number}} производителей',
    manufacturers_other: '{{count, number}} производителя',
    articles_one: '{{count, number}} статья',
    articles_few: '{{count, number}} статьи',
    articles_many: '{{count, number}} статей',
    articles_other: '{{count, number}} статьи',
  },
  cookie: {
    label: 'Уведомление об использовании cookies',
    title: 'Мы используем cookies',
    text: 'Cookies хранят данные о ваших предыдущих посещениях сайта. Если отключить их, некоторые функции станут недоступны.',
    accept: 'OK',
  },
  errors: {
    reloading: 'Загружаем новую версию сайта…',
    notFound: {
      code: '404',
      title: 'Ошибка 404 — Страница не найдена',
      text: 'Ой, похоже такой страницы не существует…',
      home: 'Вернуться на главную',
      back: 'Назад',
    },
    serverError: {
      code: '500',
      title: 'Ошибка 500 — Внутренняя ошибка сервера',
      text: 'Что-то пошло не так на нашей стороне. Мы уже разбираемся — попробуйте обновить страницу через минуту.',
      retry: 'Обновить страницу',
      home: 'Вернуться на главную',
    },
  },
  pages: {
    home: {
      title: 'BIM-модели производителей для проектировщиков',
      description: 'Бесплатные BIM-модели оборудования и материалов от производителей для Revit, ArchiCAD, Renga и других САПР.',
    },
    forManufacturers: {
      title: 'Производителям',
      description: 'Разместите каталог продукции в BIM-формате, получайте статистику скачиваний и контакты проектировщиков.',
    },
    articles: {
      title: 'Читальный зал',
      description: 'Статьи производителей и экспертов о BIM-проектировании, материалах и оборудовании.',
    },
    article: {
      title: 'Статья',
      description: 'Статья читального зала BIM-библиотеки.',
    },
    models: {
      title: 'Каталог BIM-моделей',
      description: 'Поиск BIM-моделей по производителю, формату файла, САПР, стандарту и типу помещения.',
    },
    model: {
      title: 'BIM-модель',
      description: 'BIM-модель производителя: характеристики, классификация, документация и сертификаты.',
    },
    manufacturers: {
      title: 'Производители',
      description: 'Производители строительных материалов и оборудования, опубликовавшие BIM-модели своей продукции.',
    },
    manufacturer: {
      title: 'Производитель',
      description: 'Продукция, публикации, плагины, видео и условия партнёрства производителя.',
    },
    enter: {
      title: 'Вход',
      description: 'Вход в личный кабинет BIM-библиотеки.',
    },
    oauthCode: {
      title: 'Вход',
      description: 'Завершаем вход в личный кабинет.',
    },
    statisticEmail: {
      title: 'Статистика рассылки',
      description: 'Результаты email-рассылки производителя.',
    },
    validate: {
      title: 'Подтверждение регистрации',
      description: 'Завершите регистрацию, чтобы пользоваться всеми возможностями портала.',
    },
    product: {
      title: 'Продукт',
      description: 'Карточка продукта производителя.',
    },
    statreport: {
      title: 'Открытая статистика',
      description: 'Посещаемость портала, скачивания моделей и лидеры среди производителей в открытом доступе.',
    },
    unsubscribe: {
      title: 'Отписка от рассылки',
      description: 'Управление подпиской на письма портала.',
    },
    about: {
      title: 'О нас',
      description: 'BIM-библиотека объединяет производителей и проектировщиков вокруг точных BIM-моделей продукции.',
    },
    cases: {
      title: 'Кейсы',
      description: 'Как производители продвигают продукцию с помощью BIM-моделей: истории и результаты.',
    },
    services: {
      title: 'Услуги',
      description: 'Разработка BIM-моделей, продвижение продукции и аналитика для производителей.',
    },
    gisp: {
      title: 'BIM-модели для ГИСП',
      description: 'Подготовка BIM-моделей продукции для Государственной информационной системы промышленности.',
    },
    partnership: {
      title: 'Партнёрская программа',
      description: 'Рекомендуйте портал производителям и получайте вознаграждение за каждого клиента.',
    },
    plugins: {
      title: 'Плагины для САПР',
      description: 'Бесплатные плагины для загрузки BIM-моделей прямо в Revit, ArchiCAD, Renga, Civil 3D и Model Studio CS.',
    },
    partners: {
      title: 'Партнёры',
      description: 'Специальные предложения партнёров портала для проектировщиков.',
    },
    ifc: {
      title: 'Плагин для IFC',
      description: 'Загрузка BIM-моделей библиотеки в проекты формата IFC.',
    },
    civil3d: {
      title: 'Плагин для Civil 3D',
      description: 'Загрузка BIM-моделей библиотеки в Autodesk Civil 3D.',
    },
    renga: {
      title: 'Плагин для Renga',
      description: 'Загрузка BIM-моделей библиотеки в Renga.',
    },
    modelstudiocs: {
      title: 'Плагин для Model Studio CS',
      description: 'Загрузка BIM-моделей библиотеки в Model Studio CS.',
    },
    revit: {
      title: 'Плагин для Revit',
      description: 'Загрузка BIM-моделей библиотеки в Autodesk Revit.',
    },
    archicad: {
      title: 'Плагин для ArchiCAD',
      description: 'Загрузка BIM-моделей библиотеки в Graphisoft ArchiCAD.',
    },
    notFound: {
      title: 'Ошибка 404 — Страница не найдена',
      description: 'Ой, похоже такой страницы не существует…',
    },
    serverError: {
      title: 'Ошибка 500 — Внутренняя ошибка сервера',
      description: 'Что-то пошло не так на нашей стороне.',
    },
  },
};

/** The shape every language must fill: the same nesting with string leaves. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// English has two plural forms where Russian has four; the parity test compares
// keys with their plural suffix removed.
type WithoutRuOnlyPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string
    ? string
    : WithoutRuOnlyPlurals<T[K]>;
};

const en: WithoutRuOnlyPlurals<Texts<typeof ru>> = {
  site: {
    name: 'BIM Library',
    tagline: 'Manufacturers’ BIM model library',
    homeLabel: 'BIM Library — home page',
  },
  skipToContent: 'Skip to content',
  loading: 'Loading page',
  network: {
    offline: 'You are offline. The page will work again once the connection is back.',
  },
  externalHint: '(opens in a new tab)',
  nav: {
    label: 'Main navigation',
    models: 'Models',
    manufacturers: 'Manufacturers',
    articles: 'Articles',
    plugins: 'Plugins',
    forManufacturers: 'For manufacturers',
  },
  phone: {
    support: 'Support',
    moscow: 'Moscow',
    call: 'Call {{phone}}',
  },
  language: {
    label: 'Site language',
    switchTo: 'Switch language to {{language}}',
    names: { ru: 'Русский', en: 'English' },
    short: { ru: 'RU', en: 'EN' },
  },
  header: {
    login: 'Log in',
    loginHint: 'Log in or sign up',
  },
  account: {
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
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    contacts: 'Contacts',
    account: 'My account',
  },
  business: {
    label: 'Business',
    toMainSite: 'To the main site',
    navLabel: 'Business navigation',
    nav: {
      forManufacturers: 'For manufacturers',
      bimDevelopment: 'BIM model development',
      promotion: 'Promotion',
      cases: 'Cases',
    },
  },
  social: {
    label: 'Follow us',
    telegram: 'Telegram channel',
    youtube: 'YouTube channel',
    vk: 'VK community',
    dzen: 'Blog on Dzen',
  },
  footer: {
    navLabel: 'Footer links',
    about: 'A library of BIM models of equipment and materials from manufacturers, for designers and architects.',
    columns: {
      portal: 'Portal',
      company: 'Company',
      documents: 'Documents',
      contacts: 'Contacts',
    },
    links: {
      mainSite: 'Home',
      models: 'Models',
      manufacturers: 'Manufacturers',
      articles: 'Articles',
      about: 'About us',
      careers: 'Careers',
      cases: 'Cases',
      statreport: 'Open statistics',
      userAgreement: 'User agreement',
      privacyPolicy: 'Privacy policy',
      offer: 'Public offer',
    },
    copyright: '© {{year}} BIM Library. All rights reserved.',
  },
  reach: {
    claim_one: '{{count, number}} designer uses the portal every month',
    claim_other: '{{count, number}} designers use the portal every month',
  },
  counts: {
    models_one: '{{count, number}} model',
    models_other: '{{count, number}} models',
    manufacturers_one: '{{count, number}} manufacturer',
    manufacturers_other: '{{count, number}} manufacturers',
    articles_one: '{{count, number}} article',
    articles_other: '{{count, number}} articles',
  },
  cookie: {
    label: 'Cookie notice',
    title: 'We use cookies',
    text: 'Cookies store data about your earlier visits to the site. If you disable them, some features will not be available.',
    accept: 'OK',
  },
  errors: {
    reloading: 'Loading the new version of the site…',
    notFound: {
      code: '404',
      title: 'This page could not be found',
      text: 'The link may be broken, or the page may have been moved or removed.',
      home: 'Go to the home page',
      back: 'Go back',
    },
    serverError: {
      code: '500',
      title: 'Error 500 — Internal Server Error',
      text: 'Something went wrong on our side. We are already looking into it — please reload the page in a minute.',
      retry: 'Reload the page',
      home: 'Go to the home page',
    },
  },
  pages: {
    home: {
      title: 'Manufacturers’ BIM models for designers',
      description: 'Free BIM models of equipment and materials from manufacturers for Revit, ArchiCAD, Renga and other CAD software.',
    },
    forManufacturers: {
      title: 'For manufacturers',
      description: 'Publish your product catalogue as BIM models, get download statistics and designers’ contacts.',
    },
    articles: {
      title: 'Reading room',
      description: 'Articles by manufacturers and experts on BIM design, materials and equipment.',
    },
    article: {
      title: 'Article',
      description: 'An article from the BIM Library reading room.',
    },
    models: {
      title: 'BIM model catalogue',
      description: 'Find BIM models by manufacturer, file format, CAD software, standard and room type.',
    },
    model: {
      title: 'BIM model',
      description: 'A manufacturer’s BIM model: properties, classification, documentation and certificates.',
    },
    manufacturers: {
      title: 'Manufacturers',
      description: 'Manufacturers of building materials and equipment who publish BIM models of their products.',
    },
    manufacturer: {
      title: 'Manufacturer',
      description: 'A manufacturer’s products, publications, plugins, videos and partnership terms.',
    },
    enter: {
      title: 'Log in',
      description: 'Log in to your BIM Library account.',
    },
    oauthCode: {
      title: 'Log in',
      description: 'Finishing your login.',
    },
    statisticEmail: {
      title: 'Mailing statistics',
      description: 'Results of a manufacturer’s email campaign.',
    },
    validate: {
      title: 'Confirm your registration',
      description: 'Finish signing up to use every feature of the portal.',
    },
    product: {
      title: 'Product',
      description: 'A manufacturer’s product card.',
    },
    statreport: {
      title: 'Open statistics',
      description: 'Portal traffic, model downloads and leading manufacturers, openly published.',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      description: 'Manage your subscription to the portal’s emails.',
    },
    about: {
      title: 'About us',
      description: 'BIM Library brings manufacturers and designers together around accurate BIM models of real products.',
    },
    cases: {
      title: 'Cases',
      description: 'How manufacturers promote their products with BIM models: stories and results.',
    },
    services: {
      title: 'Services',
      description: 'BIM model development, product promotion and analytics for manufacturers.',
    },
    gisp: {
      title: 'BIM models for GISP',
      description: 'Preparing product BIM models for the State Industrial Information System (GISP).',
    },
    partnership: {
      title: 'Partner programme',
      description: 'Recommend the portal to manufacturers and earn a reward for every client.',
    },
    plugins: {
      title: 'CAD plugins',
      description: 'Free plugins that load BIM models straight into Revit, ArchiCAD, Renga, Civil 3D and Model Studio CS.',
    },
    partners: {
      title: 'Partners',
      description: 'Special offers from the portal’s partners for designers.',
    },
    ifc: {
      title: 'IFC plugin',
      description: 'Load library BIM models into IFC projects.',
    },
    civil3d: {
      title: 'Civil 3D plugin',
      description: 'Load library BIM models into Autodesk Civil 3D.',
    },
    renga: {
      title: 'Renga plugin',
      description: 'Load library BIM models into Renga.',
    },
    modelstudiocs: {
      title: 'Model Studio CS plugin',
      description: 'Load library BIM models into Model Studio CS.',
    },
    revit: {
      title: 'Revit plugin',
      description: 'Load library BIM models into Autodesk Revit.',
    },
    archicad: {
      title: 'ArchiCAD plugin',
      description: 'Load library BIM models into Graphisoft ArchiCAD.',
    },
    notFound: {
      title: 'This page could not be found',
      description: 'The link may be broken, or the page may have been moved or removed.',
    },
    serverError: {
      title: 'Error 500 — Internal Server Error',
      description: 'Something went wrong on our side.',
    },
  },
};

export const I18N_NAMESPACE = 'common';

export const resources = {
  ru: { [I18N_NAMESPACE]: ru },
  en: { [I18N_NAMESPACE]: en },
} as const;

/** Page ids with a pages.<id>.title and pages.<id>.description text. */
export type PageTextId = keyof typeof ru.pages;
export const PAGE_TEXT_IDS = Object.keys(ru.pages) as PageTextId[];
