// Texts of the /gisp content page, registered by its route module under 'content.gisp'
// (one module per page, so a page's chunk carries only its own texts: docs/decisions/0018).

export const contentGispTexts = {
  ru: {
    eyebrow: 'ГИСП',
    lead: 'Государственная информационная система промышленности (ГИСП) ведёт реестр российской промышленной продукции. Продукция из реестра получает преимущество в закупках по 44-ФЗ и 223-ФЗ, а проектировщики и заказчики всё чаще ищут её уже на стадии проекта.',
    whatTitle: 'Что такое реестр ГИСП',
    what: 'Реестр российской промышленной продукции ведёт Минпромторг России. В него вносят продукцию, подтвердившую локализацию производства. Запись в реестре — основание для национального режима в государственных закупках и условие многих программ поддержки.',
    whyTitle: 'Зачем производителю BIM-модели для ГИСП',
    why: {
      projects: 'Заказчики госпроектов и экспертиза требуют информационные модели — продукция с готовыми BIM-моделями попадает в проект без замены на аналоги.',
      search: 'На портале модели продукции из реестра можно отметить и найти фильтром — проектировщики выбирают российскую продукцию сразу.',
      data: 'В модели передаются номер записи в реестре, ОКПД 2 и технические характеристики — они переходят в спецификацию.',
    },
    stepsTitle: 'Как разместить продукцию',
    steps: {
      one: 'Пришлите номер записи в реестре ГИСП и каталог продукции.',
      two: 'Мы разработаем или проверим BIM-модели и добавим в них данные реестра.',
      three: 'Модели публикуются в каталоге с отметкой о реестре и доступны в плагинах для САПР.',
    },
    cta: 'Связаться с нами',
    registryLink: 'Реестр на сайте ГИСП',
  },
  en: {
    eyebrow: 'GISP',
    lead: 'The State Industrial Information System (GISP) keeps the register of Russian industrial products. Registered products have an advantage in public procurement under laws 44-FZ and 223-FZ, and designers and clients increasingly look for them at the design stage.',
    whatTitle: 'What the GISP register is',
    what: 'The register of Russian industrial products is kept by the Ministry of Industry and Trade. Products with confirmed local production are entered in it. A register entry grants the national treatment in public procurement and is a condition of many support programmes.',
    whyTitle: 'Why a manufacturer needs BIM models for GISP',
    why: {
      projects: 'Clients of public projects and the state review require information models: products with ready BIM models get into the project without being replaced by alternatives.',
      search: 'On the portal, models of registered products can be marked and found with a filter, so designers choose Russian products straight away.',
      data: 'Models carry the register entry number, the OKPD 2 code and the specifications, which flow into the bill of quantities.',
    },
    stepsTitle: 'How to publish your products',
    steps: {
      one: 'Send us the GISP register entry number and your product catalogue.',
      two: 'We develop or check the BIM models and add the register data to them.',
      three: 'The models are published in the catalogue marked as registered and are available in the CAD plugins.',
    },
    cta: 'Contact us',
    registryLink: 'The register on the GISP site',
  },
};
