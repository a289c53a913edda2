// Texts of the request-a-model form (merged into the 'common' namespace by ../resources.ts).

export const requestModelTexts = {
  ru: {
    title: 'Не нашли нужную модель?',
  },
  en: {
    title: 'Could not find the model you need?',
  },
};
