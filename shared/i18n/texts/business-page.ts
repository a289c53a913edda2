// Texts of the Business page (/for-manufacturers), registered by its route module.

export const businessPageTexts = {
  ru: {
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
        text: 'Модели доступны прямо в Revit, Archicad, Renga, Civil 3D и Model Studio CS через бесплатные плагины библиотеки.',
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
  en: {
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
        text: 'Your models are available right inside Revit, Archicad, Renga, Civil 3D and Model Studio CS through the library’s free plugins.',
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
};
