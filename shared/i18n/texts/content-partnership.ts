// Texts of the /partnership content page, registered by its route module under 'content.partnership'
// (one module per page, so a page's chunk carries only its own texts: docs/decisions/0018).

export const contentPartnershipTexts = {
  ru: {
    eyebrow: 'Партнёрская программа',
    lead: 'Рекомендуйте BIM-библиотеку производителям строительной продукции и получайте вознаграждение за каждого, кто разместит каталог на портале.',
    whoTitle: 'Кому подходит',
    who: {
      designers: 'Проектировщикам и BIM-менеджерам, которые работают с поставщиками оборудования и материалов.',
      dealers: 'Дилерам и дистрибьюторам, которые хотят, чтобы продукция их партнёров была в проектах.',
      agencies: 'Маркетинговым агентствам, которые ведут производителей строительного рынка.',
    },
    howTitle: 'Как это работает',
    how: {
      one: { title: 'Оставьте заявку', text: 'Напишите нам через форму поддержки с темой «Партнёрская программа» — пришлём договор и персональную ссылку.' },
      two: { title: 'Рекомендуйте портал', text: 'Расскажите производителю о библиотеке и передайте ему ссылку или промокод партнёра.' },
      three: { title: 'Получайте вознаграждение', text: 'Когда производитель оплатит размещение или услуги, вы получите процент от оплаты по договору.' },
    },
    termsTitle: 'Условия',
    terms: {
      reward: 'Вознаграждение — процент от первой оплаты производителя, размер зависит от тарифа.',
      payout: 'Выплаты раз в месяц на расчётный счёт, для самозанятых и компаний.',
      report: 'Статус приведённых клиентов виден в отчёте, который мы присылаем ежемесячно.',
    },
    offersTitle: 'Предложения партнёров для проектировщиков',
    offersText: 'Производители-участники дают пользователям портала скидки и промокоды.',
    offersLink: 'Смотреть предложения',
    cta: 'Стать партнёром',
  },
  en: {
    eyebrow: 'Partner programme',
    lead: 'Recommend BIM Library to manufacturers of building products and earn a reward for each one who publishes a catalogue on the portal.',
    whoTitle: 'Who it suits',
    who: {
      designers: 'Designers and BIM managers who work with equipment and material suppliers.',
      dealers: 'Dealers and distributors who want their partners’ products in projects.',
      agencies: 'Marketing agencies that work with building-market manufacturers.',
    },
    howTitle: 'How it works',
    how: {
      one: { title: 'Apply', text: 'Write to us through the support form with the subject “Partner programme”; we send the contract and your personal link.' },
      two: { title: 'Recommend the portal', text: 'Tell a manufacturer about the library and pass on your partner link or promo code.' },
      three: { title: 'Earn a reward', text: 'When the manufacturer pays for publishing or services, you receive a percentage of the payment under the contract.' },
    },
    termsTitle: 'Terms',
    terms: {
      reward: 'The reward is a percentage of the manufacturer’s first payment; the rate depends on the plan.',
      payout: 'Paid monthly to a bank account, for the self-employed and companies.',
      report: 'The status of the clients you bring is in the report we send every month.',
    },
    offersTitle: 'Partner offers for designers',
    offersText: 'Participating manufacturers give portal users discounts and promo codes.',
    offersLink: 'See the offers',
    cta: 'Become a partner',
  },
};
