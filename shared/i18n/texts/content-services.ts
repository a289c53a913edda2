// Texts of the /services content page, registered by its route module under 'content.services'
// (one module per page, so a page's chunk carries only its own texts: docs/decisions/0018).

export const contentServicesTexts = {
  ru: {
    supportLink: 'Написать в поддержку',
    eyebrow: 'Услуги для производителей',
    lead: 'Мы помогаем производителям строительной продукции попасть в проекты: разрабатываем BIM-модели, продвигаем каталог среди проектировщиков и показываем, кто выбирает вашу продукцию.',
    items: {
      development: {
        title: 'Разработка BIM-моделей',
        text: 'Моделируем продукцию по чертежам и каталогам: семейства Revit, объекты Archicad и Renga, файлы IFC. Параметры, классификаторы и уровень детализации — по требованиям экспертизы и крупных заказчиков.',
        points: { formats: 'Revit, Archicad, Renga, nanoCAD, IFC', check: 'Проверка моделей по стандарту библиотеки', update: 'Обновление при смене модельного ряда' },
      },
      promotion: {
        title: 'Продвижение в каталоге',
        text: 'Поднимаем модели в выдаче каталога, показываем продукцию в подборках на главной странице и в рассылке, публикуем статьи и кейсы в читальном зале.',
        points: { top: 'Приоритет в каталоге и на главной', mailing: 'Рассылка по базе проектировщиков', articles: 'Статьи и кейсы в читальном зале' },
      },
      banners: {
        title: 'Баннерная реклама',
        text: 'Баннеры и всплывающие предложения в каталоге, на страницах моделей и статей. Вся реклама маркируется по закону о рекламе: с указанием рекламодателя и токена erid.',
        points: { places: 'Главная, каталог, страницы моделей и статей', targeting: 'Показ по категориям продукции', reports: 'Отчёт о показах и переходах' },
      },
      analytics: {
        title: 'Статистика и контакты',
        text: 'В личном кабинете видно, сколько раз смотрели и скачивали каждую модель, из каких регионов и компаний. Для тарифов с контактами — список проектировщиков, скачавших модели.',
        points: { views: 'Просмотры и скачивания по моделям', regions: 'Регионы и компании', contacts: 'Контакты проектировщиков' },
      },
    },
    order: 'Заказать услугу',
    storeLink: 'Разработка BIM-моделей',
    promotionLink: 'Продвижение',
    businessLink: 'Всё о размещении на портале',
    ctaTitle: 'Обсудим вашу задачу',
    ctaText: 'Позвоните нам или напишите в поддержку — подберём услуги под ваш каталог и бюджет.',
  },
  en: {
    supportLink: 'Write to support',
    eyebrow: 'Services for manufacturers',
    lead: 'We help manufacturers of building products get into projects: we develop BIM models, promote catalogues among designers and show who chooses your products.',
    items: {
      development: {
        title: 'BIM model development',
        text: 'We model products from drawings and catalogues: Revit families, Archicad and Renga objects, IFC files. Parameters, classifiers and level of detail meet the requirements of state review and major clients.',
        points: { formats: 'Revit, Archicad, Renga, nanoCAD, IFC', check: 'Checked against the library standard', update: 'Updated when the range changes' },
      },
      promotion: {
        title: 'Promotion in the catalogue',
        text: 'We lift models in catalogue results, feature products on the home page and in the newsletter, and publish articles and case studies in the reading room.',
        points: { top: 'Priority in the catalogue and on the home page', mailing: 'Newsletter to the designer base', articles: 'Articles and cases in the reading room' },
      },
      banners: {
        title: 'Banner advertising',
        text: 'Banners and pop-up offers in the catalogue and on model and article pages. All advertising is labelled as Russian law requires, with the advertiser and the erid token.',
        points: { places: 'Home page, catalogue, model and article pages', targeting: 'Shown by product category', reports: 'Impressions and clicks report' },
      },
      analytics: {
        title: 'Statistics and contacts',
        text: 'Your account shows how often each model was viewed and downloaded, from which regions and companies. Plans with contacts list the designers who downloaded your models.',
        points: { views: 'Views and downloads per model', regions: 'Regions and companies', contacts: 'Designers’ contacts' },
      },
    },
    order: 'Order',
    storeLink: 'BIM model development',
    promotionLink: 'Promotion',
    businessLink: 'All about publishing on the portal',
    ctaTitle: 'Let’s discuss your task',
    ctaText: 'Call us or write to support and we will pick the services that fit your catalogue and budget.',
  },
};
