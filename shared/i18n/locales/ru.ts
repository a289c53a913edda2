// Russian UI texts of the 'common' namespace; English in ./en.ts with the same keys.
// Kept in its own module so the browser loads only the page language.

export const ru = {
  site: {
    name: 'BIM-библиотека',
    tagline: 'Библиотека BIM-моделей производителей',
    homeLabel: 'BIM-библиотека — на главную',
  },
  breadcrumbs: {
    label: 'Навигационная цепочка',
    home: 'Главная',
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
    // Begin with the visible word (WCAG 2.5.3: a speech user says what is shown).
    previousPage: 'Назад, на предыдущую страницу',
    nextPage: 'Вперёд, на следующую страницу',
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
  fileSize: {
    bytes: '{{value}} Б',
    kilobytes: '{{value}} КБ',
    megabytes: '{{value}} МБ',
    gigabytes: '{{value}} ГБ',
  },
  requestModelIntro: {
    title: 'Не нашли нужную модель?',
    lead: 'Опишите, что ищете, — мы передадим запрос производителям и напишем вам, когда модель появится в библиотеке.',
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
      title: 'Завершение входа',
      description: 'Завершаем вход в личный кабинет.',
    },
    statisticEmail: {
      title: 'Статистика рассылки',
      description: 'Результаты email-рассылки производителя.',
    },
    validate: {
      title: 'Подтверждение регистрации',
      description: 'Завершите регистрацию, чтобы пользоваться всеми возможностями портала.',
      done: 'Регистрация завершена. Можно скачивать модели и пользоваться личным кабинетом.',
      continue: 'Продолжить',
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

export type RuTexts = typeof ru;
