// Texts of /plugins and the six CAD plugin pages, registered by their route modules.

export const pluginTexts = {
  ru: {
    lead: 'Плагины производителей загружают BIM-модели прямо в вашу САПР: без поиска по сайтам и ручного импорта.',
    byProduct: 'Плагины по САПР',
    allPlugins: 'Все плагины',
    productPlugins_one: '{{count, number}} плагин',
    productPlugins_few: '{{count, number}} плагина',
    productPlugins_many: '{{count, number}} плагинов',
    productPlugins_other: '{{count, number}} плагина',
    empty: 'Плагинов для этой САПР пока нет.',
    developer: 'Разработчик',
    companyPage: 'Страница производителя',
    news: 'Новости',
    newsError: 'Что-то пошло не так',
    newsEmpty: 'Новостей пока нет.',
  },
  en: {
    lead: 'Manufacturers’ plugins bring BIM models straight into your CAD software: no browsing sites, no manual import.',
    byProduct: 'Plugins by CAD software',
    allPlugins: 'All plugins',
    productPlugins_one: '{{count, number}} plugin',
    productPlugins_other: '{{count, number}} plugins',
    empty: 'No plugins for this CAD software yet.',
    developer: 'Developer',
    companyPage: 'Manufacturer page',
    news: 'News',
    newsError: 'Something went wrong',
    newsEmpty: 'No news yet.',
  },
} as const;
