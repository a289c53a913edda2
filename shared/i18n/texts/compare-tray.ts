export const compareTrayTexts = {
  ru: {
    label: 'Сравнение моделей',
    count_one: 'К сравнению: {{count, number}} из {{max}}',
    count_few: 'К сравнению: {{count, number}} из {{max}}',
    count_many: 'К сравнению: {{count, number}} из {{max}}',
    count_other: 'К сравнению: {{count, number}} из {{max}}',
    open: 'Сравнить',
    clear: 'Очистить',
  },
  en: {
    label: 'Model comparison',
    count_one: 'To compare: {{count, number}} of {{max}}',
    count_other: 'To compare: {{count, number}} of {{max}}',
    open: 'Compare',
    clear: 'Clear',
  },
} as const;
