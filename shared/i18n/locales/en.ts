// English UI texts: the same keys as ./ru.ts (a unit test holds them equal).
import type { RuTexts } from './ru.ts';

/** The shape every language must fill: the same nesting with string leaves. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// English has two plural forms where Russian has four; the parity test compares
// keys with their plural suffix removed.
type WithoutRuOnlyPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string
    ? string
    : WithoutRuOnlyPlurals<T[K]>;
};


export const en: WithoutRuOnlyPlurals<Texts<RuTexts>> = {
  site: {
    name: 'BIM Library',
    tagline: 'Manufacturers’ BIM model library',
    homeLabel: 'BIM Library — home page',
  },
  breadcrumbs: {
    label: 'Breadcrumbs',
    home: 'Home',
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
    compare: 'Compare',
    compareFull: 'Up to {{count}} models can be compared: take one out first',
    code: 'Product code {{code}}',
    noImage: 'No image',
    badge3d: '3D',
    badge3dHint: '3D view available',
    badgeAr: 'AR',
    badgeArHint: 'Augmented-reality view available',
    badgeIfc: 'IFC {{percent}} %',
    badgeIfcHint: 'The IFC file’s standard properties are {{percent}} % filled',
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
  fileSize: {
    bytes: '{{value}} B',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
    gigabytes: '{{value}} GB',
  },
  requestModelIntro: {
    title: 'Could not find the model you need?',
    lead: 'Tell us what you are looking for: we will pass the request on to manufacturers and write to you when the model is in the library.',
  },
  pages: {
    home: {
      title: 'Manufacturers’ BIM models for designers',
      description: 'Free BIM models of equipment and materials from manufacturers for Revit, Archicad, Renga and other CAD software.',
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
      title: 'Finishing login',
      description: 'Finishing your login.',
    },
    statisticEmail: {
      title: 'Mailing statistics',
      description: 'Results of a manufacturer’s email campaign.',
    },
    validate: {
      title: 'Confirm your registration',
      description: 'Finish signing up to use every feature of the portal.',
      done: 'Your registration is complete. You can download models and use your personal account.',
      continue: 'Continue',
    },
    product: {
      title: 'Product',
      description: 'A manufacturer’s product card.',
    },
    compare: {
      title: 'Compare models',
      description: 'Models side by side: sizes, classification, properties, file formats and IFC completeness.',
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
      description: 'Free plugins that load BIM models straight into Revit, Archicad, Renga, Civil 3D and Model Studio CS.',
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
      title: 'Archicad plugin',
      description: 'Load library BIM models into Graphisoft Archicad.',
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
