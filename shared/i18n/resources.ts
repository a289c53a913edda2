// UI texts of the 'common' namespace for both languages. Keys are the same in
// both (a unit test holds them equal); plural keys use the i18next JSON v4 suffixes, which are Intl's plural categories
// (ru: _one/_few/_many/_other, en: _one/_other), never hand-written rules.
// Counts are written as {{count, number}} so they use formatNumber (Intl).
//
// Page texts: pages.<pageId>.title (the <h1> and <title>) and
// pages.<pageId>.description (lead paragraph and meta description).

import { ru } from './locales/ru.ts';
import { en } from './locales/en.ts';

export const I18N_NAMESPACE = 'common';

export const resources = {
  ru: { [I18N_NAMESPACE]: ru },
  en: { [I18N_NAMESPACE]: en },
} as const;

/** Page ids with a pages.<id>.title and pages.<id>.description text. */
export type PageTextId = keyof typeof ru.pages;
export const PAGE_TEXT_IDS = Object.keys(ru.pages) as PageTextId[];
