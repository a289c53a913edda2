// Texts of the advertising popup (spec §2), registered by its module.

export const adPopupTexts = {
  ru: {
    label: 'Реклама',
    marker: 'Реклама',
    close: 'Закрыть рекламу',
    left: 'Осталось: {{days}}д {{hours}}ч {{minutes}}м {{seconds}}с',
    advertiser: 'Рекламодатель: {{name}}, ИНН {{inn}}',
    erid: 'erid: {{erid}}',
    newTab: '(откроется в новой вкладке)',
  },
  en: {
    label: 'Advertisement',
    marker: 'Ad',
    close: 'Close the advertisement',
    left: 'Left: {{days}}d {{hours}}h {{minutes}}m {{seconds}}s',
    advertiser: 'Advertiser: {{name}}, TIN {{inn}}',
    erid: 'erid: {{erid}}',
    newTab: '(opens in a new tab)',
  },
};
