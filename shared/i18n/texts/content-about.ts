// Texts of the /about content page, registered by its route module under 'content.about'
// (one module per page, so a page's chunk carries only its own texts: docs/decisions/0018).

export const contentAboutTexts = {
  ru: {
    eyebrow: 'О портале',
    lead: 'BIM-библиотека — каталог BIM-моделей оборудования и материалов, которые производители публикуют сами. Проектировщики бесплатно находят и скачивают точные модели для Revit, Archicad, Renga, nanoCAD и других САПР, а производители получают свою продукцию в проектах с самого начала.',
    reachTitle: 'Нас читают проектировщики',
    reach: 'Каждый месяц порталом пользуются {{count, number}} проектировщиков, архитекторов и инженеров из проектных институтов, бюро и девелоперских компаний.',
    countersLabel: 'Портал в цифрах',
    forDesigners: {
      title: 'Для проектировщиков',
      items: {
        search: 'Поиск по категориям, типам, классам, форматам САПР и стандартам — фильтры сохраняются в адресе страницы, ссылкой можно поделиться с коллегами.',
        free: 'Модели бесплатны: достаточно зарегистрироваться, чтобы скачать файл, инструкцию и сертификат.',
        plugins: 'Плагины для Revit, Archicad, Renga, Civil 3D и Model Studio CS загружают модели прямо в проект.',
        request: 'Не нашли нужную модель — оставьте заявку, и мы передадим её производителям.',
      },
    },
    forManufacturers: {
      title: 'Для производителей',
      items: {
        publish: 'Публикуйте каталог BIM-моделей и обновляйте его в личном кабинете.',
        statistics: 'Смотрите, кто, где и какие модели скачивает, и получайте контакты проектировщиков.',
        articles: 'Рассказывайте о продукции в читальном зале и в рассылке портала.',
        promote: 'Заказывайте разработку моделей, баннеры и продвижение в каталоге.',
      },
      cta: 'Страница для производителей',
    },
    howTitle: 'Как это работает',
    how: {
      one: { title: 'Производитель публикует модели', text: 'Модели проверяют на соответствие стандартам: геометрия, параметры, классификаторы и файлы для разных САПР.' },
      two: { title: 'Проектировщик находит и скачивает', text: 'Каталог, поиск и плагины помогают выбрать изделие и вставить его в проект за пару минут.' },
      three: { title: 'Продукция попадает в спецификацию', text: 'Модель производителя в проекте — это его продукция в спецификации, по которой затем идут закупки.' },
    },
    contactsTitle: 'Контакты',
    contacts: {
      phone: 'Телефон поддержки',
      email: 'Электронная почта',
      hours: 'Часы работы',
      hoursValue: 'Пн–Пт, 9:00–18:00 по Москве',
      statistics: 'Открытая статистика портала',
    },
    orgDescription: 'Библиотека BIM-моделей оборудования и материалов от производителей для проектировщиков и архитекторов.',
  },
  en: {
    eyebrow: 'About the portal',
    lead: 'BIM Library is a catalogue of BIM models of building products and materials published by the manufacturers themselves. Designers find and download accurate models for Revit, Archicad, Renga, nanoCAD and other CAD tools free of charge; manufacturers get their products into projects from the start.',
    reachTitle: 'Read by designers',
    reach: 'Every month {{count, number}} designers, architects and engineers from design institutes, studios and developers use the portal.',
    countersLabel: 'The portal in figures',
    forDesigners: {
      title: 'For designers',
      items: {
        search: 'Search by category, type, class, CAD format and standard; the filters stay in the page address, so you can share the link with colleagues.',
        free: 'Models are free: sign up to download the file, the instructions and the certificate.',
        plugins: 'Plugins for Revit, Archicad, Renga, Civil 3D and Model Studio CS load models straight into your project.',
        request: 'Cannot find a model? Send a request and we pass it on to the manufacturers.',
      },
    },
    forManufacturers: {
      title: 'For manufacturers',
      items: {
        publish: 'Publish a catalogue of BIM models and keep it up to date in your account.',
        statistics: 'See who downloads which models and where, and get the designers’ contacts.',
        articles: 'Tell designers about your products in the reading room and the portal’s newsletter.',
        promote: 'Order model development, banners and promotion in the catalogue.',
      },
      cta: 'The page for manufacturers',
    },
    howTitle: 'How it works',
    how: {
      one: { title: 'A manufacturer publishes models', text: 'Models are checked against the standards: geometry, parameters, classifiers and files for each CAD tool.' },
      two: { title: 'A designer finds and downloads them', text: 'The catalogue, search and plugins help choose a product and place it in the project in minutes.' },
      three: { title: 'The product gets into the specification', text: 'A manufacturer’s model in the project means its product in the bill of quantities that purchasing follows.' },
    },
    contactsTitle: 'Contacts',
    contacts: {
      phone: 'Support phone',
      email: 'Email',
      hours: 'Office hours',
      hoursValue: 'Mon–Fri, 9:00–18:00 Moscow time',
      statistics: 'The portal’s open statistics',
    },
    orgDescription: 'A library of BIM models of equipment and materials from manufacturers, for designers and architects.',
  },
};
