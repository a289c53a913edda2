// Texts of the paid banners (spec §1 banner advertising), registered by their module.

export const adBannersTexts = {
  ru: {
    label: 'Реклама',
    marker: 'Реклама',
    legal: '{{advertiser}}, ИНН {{inn}} · erid: {{erid}}',
    legalNoInn: '{{advertiser}} · erid: {{erid}}',
    newTab: '(откроется в новой вкладке)',
  },
  en: {
    label: 'Advertisement',
    marker: 'Ad',
    legal: '{{advertiser}}, TIN {{inn}} · erid: {{erid}}',
    legalNoInn: '{{advertiser}} · erid: {{erid}}',
    newTab: '(opens in a new tab)',
  },
};
