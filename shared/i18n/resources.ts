// UI texts of the 'common' namespace for both languages. Keys are the same in
// both (a unit test holds them equal); plural keys use the i18next JSON v4 suffixes, which are Intl's plural categories
// (ru: _one/_few/_many/_other, en: _one/_other), never hand-written rules.
// Counts are written as {{count, number}} so they use formatNumber (Intl).
//
// Page texts: pages.<pageId>.title (the <h1> and <title>) and
// pages.<pageId>.description (lead paragraph and meta description).

import { ru as ruCommon } from './locales/ru.ts';
import { en as enCommon } from './locales/en.ts';
import { businessPageTexts } from './texts/business-page.ts';
import { catalogueTexts } from './texts/catalogue.ts';
import { modelPageTexts } from './texts/model-page.ts';
import { requestModelTexts } from './texts/request-model.ts';

/**
 * Texts used by one page or one lazy component, which the browser gets with that
 * code (client/app/i18n.ts registerTexts) instead of with every page. The server
 * and the tests see them merged into the common texts under these keys.
 */
export const AREA_TEXTS = {
  businessPage: businessPageTexts,
  catalogue: catalogueTexts,
  modelPage: modelPageTexts,
  requestModel: requestModelTexts,
} as const;

const ru = {
  ...ruCommon,
  businessPage: businessPageTexts.ru,
  catalogue: catalogueTexts.ru,
  modelPage: modelPageTexts.ru,
  requestModel: requestModelTexts.ru,
};
const en = {
  ...enCommon,
  businessPage: businessPageTexts.en,
  catalogue: catalogueTexts.en,
  modelPage: modelPageTexts.en,
  requestModel: requestModelTexts.en,
};

export const I18N_NAMESPACE = 'common';

export const resources = {
  ru: { [I18N_NAMESPACE]: ru },
  en: { [I18N_NAMESPACE]: en },
} as const;

/** Page ids with a pages.<id>.title and pages.<id>.description text. */
export type PageTextId = keyof typeof ru.pages;
export const PAGE_TEXT_IDS = Object.keys(ru.pages) as PageTextId[];
