// UI texts of the 'common' namespace for both languages. Keys are the same in
// both (a unit test holds them equal); plural keys use i18next's suffixes
// (ru: _one/_few/_many/_other, en: _one/_other), never hand-written rules.
// Counts are written as {{count, number}} so they use formatNumber (Intl).
//
// Page texts: pages.<pageId>.title (the <h1> and <title>) and
// pages.<pageId>.description (lead paragraph and meta description).

import { catalogueTexts } from './texts/catalogue.ts';
import { modelPageTexts } from './texts/model-page.ts';
import { requestModelTexts } from './texts/request-model.ts';

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
  modelCard: {
    code: 'Артикул {{code}}',
    noImage: 'Нет изображения',
    badge3d: '3D',
    badge3dHint: 'Доступен 3D-просмотр',
    badgeAr: 'AR',
    badgeArHint: 'Доступен просмотр в дополненной реальности',
    views_one: '{{count, number}} просмотр',
    views_few: '{{count, number}} просмотра',
    views_many: '{{count, number}} просмотров',
    views_other: '{{count, number}} просмотра',
    downloads_one: '{{count, number}} скачивание',
    downloads_few: '{{count, number}} скачивания',
    downloads_many: '{{count, number}} скачиваний',
    downloads_other: '{{count, number}} скачивания',
  },
  modelRow: {
    scrollHint: 'Прокрутите вбок, чтобы увидеть больше моделей',
  },
  pagination: {
    label: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    previousPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    page: 'Страница {{page}}',
    status: 'Страница {{page, number}} из {{total, number}}',
  },
  countersStrip: {
    label: 'BIM-библиотека в цифрах',
    models_one: 'модель',
    models_few: 'модели',
    models_many: 'моделей',
    models_other: 'модели',
    manufacturers_one: 'производитель',
    manufacturers_few: 'производителя',
    manufacturers_many: 'производителей',
    manufacturers_other: 'производителя',
    designers_one: 'проектировщик',
    designers_few: 'проектировщика',
    designers_many: 'проектировщиков',
    designers_other: 'проектировщика',
    designersMonthly_one: 'проектировщик ежемесячно',
    designersMonthly_few: 'проектировщика ежемесячно',
    designersMonthly_many: 'проектировщиков ежемесячно',
    designersMonthly_other: 'проектировщика ежемесячно',
    designCompanies_one: 'проектная организация',
    designCompanies_few: 'проектные организации',
    designCompanies_many: 'проектных организаций',
    designCompanies_other: 'проектной организации',
    plugins_one: 'плагин для САПР',
    plugins_few: 'плагина для САПР',
    plugins_many: 'плагинов для САПР',
    plugins_other: 'плагина для САПР',
    articles_one: 'статья',
    articles_few: 'статьи',
    articles_many: 'статей',
    articles_other: 'статьи',
  },
  homePage: {
    eyebrow: 'Бесплатная библиотека BIM-моделей',
    searchLabel: 'Поиск BIM-моделей',
    searchPlaceholder: 'Модель или артикул',
    searchSubmit: 'Найти',
    toCatalogue: 'Перейти в каталог',
    forManufacturers: 'Производителям',
    sliderTitle: 'Рекомендуем',
    sliderLead: 'Модели, которые сейчас выбирают проектировщики',
    popularTitle: 'Популярные продукты',
    recentTitle: 'Недавно добавленные',
    seeAll: 'Смотреть все',
    promoTitle: 'Вы производитель?',
    promoText: 'Разместите BIM-модели своей продукции, получайте статистику скачиваний и контакты проектировщиков.',
    promoAction: 'Узнать об условиях',
  },
  catalogue: catalogueTexts.ru,
  modelPage: modelPageTexts.ru,
  requestModel: requestModelTexts.ru,
  fileSize: {
    bytes: '{{value}} Б',
    kilobytes: '{{value}} КБ',
    megabytes: '{{value}} МБ',
    gigabytes: '{{value}} ГБ',
  },
  businessPage: {
    eyebrow: 'BIM-библиотека для производителей',
    title: 'Разместите BIM-модели вашей продукции там, где их ищут проектировщики',
    lead: 'Проектировщики находят в библиотеке оборудование и материалы, скачивают модели и закладывают их в проекты. Ваша продукция попадает в спецификации ещё на этапе проектирования.',
    ctaLogin: 'Войти и разместить модели',
    ctaCall: 'Позвонить нам',
    statsTitle: 'Аудитория, которая выбирает продукцию',
    benefitsTitle: 'Что вы получаете',
    benefitsLead: 'Всё, что нужно, чтобы продукцию выбирали ещё на стадии проекта.',
    benefits: {
      projects: {
        title: 'Продукция в проектах',
        text: 'BIM-модели вашей продукции попадают в проекты зданий и в спецификации, по которым затем закупают оборудование и материалы.',
      },
      contacts: {
        title: 'Контакты проектировщиков',
        text: 'Вы видите, какие компании и специалисты скачивают ваши модели, и можете связаться с ними напрямую.',
      },
      statistics: {
        title: 'Статистика скачиваний',
        text: 'Просмотры и скачивания по каждой модели, региону и формату файлов — в личном кабинете в любой момент.',
      },
      plugins: {
        title: 'Плагины для САПР',
        text: 'Модели доступны прямо в Revit, ArchiCAD, Renga, Civil 3D и Model Studio CS через бесплатные плагины библиотеки.',
      },
      articles: {
        title: 'Публикации в читальном зале',
        text: 'Рассказывайте о новинках и технических решениях в статьях, которые читают проектировщики и инженеры.',
      },
      advertising: {
        title: 'Рекламные возможности',
        text: 'Баннеры и спецпредложения на страницах каталога помогают выделить продукцию среди конкурентов.',
      },
    },
    stepsTitle: 'Как это работает',
    steps: {
      request: {
        title: 'Заявка',
        text: 'Позвоните нам или войдите в личный кабинет — обсудим ассортимент, форматы и сроки.',
      },
      development: {
        title: 'Разработка моделей',
        text: 'Подготовим BIM-модели по вашей документации во всех популярных форматах или загрузим готовые.',
      },
      publication: {
        title: 'Публикация',
        text: 'Модели проходят проверку и появляются в каталоге, поиске и плагинах для САПР.',
      },
      results: {
        title: 'Статистика и контакты',
        text: 'Отслеживайте скачивания и получайте контакты проектировщиков в личном кабинете.',
      },
    },
    analyticsTitle: 'Прозрачная аналитика',
    analyticsLead: 'В личном кабинете — подробная статистика по каждой опубликованной модели.',
    analytics: {
      downloads: 'Просмотры и скачивания по дням и месяцам',
      regions: 'Регионы и страны, откуда приходят проектировщики',
      companies: 'Компании, которые скачивали ваши модели',
      formats: 'Популярные форматы файлов и версии САПР',
      mailings: 'Email-рассылки по базе проектировщиков и их результаты',
    },
    analyticsLink: 'Открытая статистика портала',
    formatsTitle: 'Все популярные форматы и САПР',
    formatsLead: 'Мы готовим и публикуем модели в форматах, с которыми работают проектировщики.',
    servicesTitle: 'Нужна помощь с моделями?',
    servicesText: 'Разработаем BIM-модели по вашей документации и поможем продвинуть продукцию.',
    servicesDevelopment: 'Разработка BIM-моделей',
    servicesPromotion: 'Продвижение',
    servicesCases: 'Кейсы производителей',
    finalTitle: 'Готовы разместить каталог?',
    finalText: 'Позвоните нам или войдите в личный кабинет — менеджер поможет подготовить и опубликовать модели.',
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
  modelCard: {
    code: 'Product code {{code}}',
    noImage: 'No image',
    badge3d: '3D',
    badge3dHint: '3D view available',
    badgeAr: 'AR',
    badgeArHint: 'Augmented-reality view available',
    views_one: '{{count, number}} view',
    views_other: '{{count, number}} views',
    downloads_one: '{{count, number}} download',
    downloads_other: '{{count, number}} downloads',
  },
  modelRow: {
    scrollHint: 'Scroll sideways to see more models',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    status: 'Page {{page, number}} of {{total, number}}',
  },
  countersStrip: {
    label: 'BIM Library in numbers',
    models_one: 'model',
    models_other: 'models',
    manufacturers_one: 'manufacturer',
    manufacturers_other: 'manufacturers',
    designers_one: 'designer',
    designers_other: 'designers',
    designersMonthly_one: 'designer every month',
    designersMonthly_other: 'designers every month',
    designCompanies_one: 'design company',
    designCompanies_other: 'design companies',
    plugins_one: 'CAD plugin',
    plugins_other: 'CAD plugins',
    articles_one: 'article',
    articles_other: 'articles',
  },
  homePage: {
    eyebrow: 'A free library of BIM models',
    searchLabel: 'Search BIM models',
    searchPlaceholder: 'Model or product code',
    searchSubmit: 'Search',
    toCatalogue: 'Browse the catalogue',
    forManufacturers: 'For manufacturers',
    sliderTitle: 'Featured',
    sliderLead: 'Models designers are choosing right now',
    popularTitle: 'Popular products',
    recentTitle: 'Recently added',
    seeAll: 'See all',
    promoTitle: 'Are you a manufacturer?',
    promoText: 'Publish BIM models of your products, get download statistics and designers’ contacts.',
    promoAction: 'See the terms',
  },
  catalogue: catalogueTexts.en,
  modelPage: modelPageTexts.en,
  requestModel: requestModelTexts.en,
  fileSize: {
    bytes: '{{value}} B',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
    gigabytes: '{{value}} GB',
  },
  businessPage: {
    eyebrow: 'BIM Library for manufacturers',
    title: 'Publish BIM models of your products where designers look for them',
    lead: 'Designers find equipment and materials in the library, download the models and put them into their projects. Your products get into the specifications at the design stage.',
    ctaLogin: 'Log in and publish models',
    ctaCall: 'Call us',
    statsTitle: 'An audience that chooses products',
    benefitsTitle: 'What you get',
    benefitsLead: 'Everything you need for your products to be chosen at the design stage.',
    benefits: {
      projects: {
        title: 'Your products in projects',
        text: 'BIM models of your products go into building projects and the specifications that equipment and materials are later bought from.',
      },
      contacts: {
        title: 'Designers’ contacts',
        text: 'See which companies and specialists download your models, and contact them directly.',
      },
      statistics: {
        title: 'Download statistics',
        text: 'Views and downloads per model, region and file format, in your account at any time.',
      },
      plugins: {
        title: 'CAD plugins',
        text: 'Your models are available right inside Revit, ArchiCAD, Renga, Civil 3D and Model Studio CS through the library’s free plugins.',
      },
      articles: {
        title: 'Reading-room publications',
        text: 'Tell designers and engineers about new products and technical solutions in articles.',
      },
      advertising: {
        title: 'Advertising',
        text: 'Banners and special offers on catalogue pages make your products stand out from competitors.',
      },
    },
    stepsTitle: 'How it works',
    steps: {
      request: {
        title: 'Request',
        text: 'Call us or log in to your account: we discuss your range, formats and timing.',
      },
      development: {
        title: 'Model development',
        text: 'We build BIM models from your documentation in every popular format, or upload the ones you have.',
      },
      publication: {
        title: 'Publication',
        text: 'The models are reviewed and appear in the catalogue, in search and in the CAD plugins.',
      },
      results: {
        title: 'Statistics and contacts',
        text: 'Track downloads and get designers’ contacts in your account.',
      },
    },
    analyticsTitle: 'Transparent analytics',
    analyticsLead: 'Your account holds detailed statistics for every published model.',
    analytics: {
      downloads: 'Views and downloads by day and month',
      regions: 'Regions and countries your designers come from',
      companies: 'Companies that downloaded your models',
      formats: 'Popular file formats and CAD versions',
      mailings: 'Email campaigns to designers and their results',
    },
    analyticsLink: 'The portal’s open statistics',
    formatsTitle: 'Every popular format and CAD package',
    formatsLead: 'We prepare and publish models in the formats designers work with.',
    servicesTitle: 'Need help with the models?',
    servicesText: 'We develop BIM models from your documentation and help promote your products.',
    servicesDevelopment: 'BIM model development',
    servicesPromotion: 'Promotion',
    servicesCases: 'Manufacturers’ cases',
    finalTitle: 'Ready to publish your catalogue?',
    finalText: 'Call us or log in to your account: a manager will help you prepare and publish the models.',
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
