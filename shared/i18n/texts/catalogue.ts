// Texts of the catalogue area (merged into the 'common' namespace by ../resources.ts).

export const catalogueTexts = {
  ru: {
    searchTitle: 'Результаты поиска «{{search}}»',
    searchReset: 'Сбросить поиск',
    notFoundTitle: 'Ничего не найдено',
    notFoundText: 'Попробуйте изменить запрос или посмотрите весь каталог.',
    showAll: 'Показать все модели',
    gridLabel: 'Модели каталога',
  },
  en: {
    searchTitle: 'Search results for “{{search}}”',
    searchReset: 'Clear search',
    notFoundTitle: 'Nothing found',
    notFoundText: 'Try a different query or browse the whole catalogue.',
    showAll: 'Show all models',
    gridLabel: 'Catalogue models',
  },
};
