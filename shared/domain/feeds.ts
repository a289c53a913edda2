// The portal's Atom feeds (issue 23 §3): their addresses, for the server that serves
// them and for the pages that link to them (<link rel="alternate" type="application/atom+xml">).
import type { Language } from './language.ts';
import { localisePath } from './language.ts';

export const ATOM_MEDIA_TYPE = 'application/atom+xml';

/** Spec §7 GetRssRenga / GetRssArchicad: the two CAD products with a news feed. */
export const CAD_NEWS_PRODUCTS = ['renga', 'archicad'] as const;
export type CadNewsProduct = (typeof CAD_NEWS_PRODUCTS)[number];
export const CAD_NEWS_NAMES: Record<CadNewsProduct, string> = { renga: 'Renga', archicad: 'Archicad' };

/** The reading room's feed: /articles/feed.xml, /en/articles/feed.xml. */
export function readingRoomFeedPath(lang: Language): string {
  return localisePath('/articles/feed.xml', lang);
}

/** A CAD's news feed: /renga/feed.xml, /en/archicad/feed.xml. */
export function cadNewsFeedPath(product: CadNewsProduct, lang: Language): string {
  return localisePath(`/${product}/feed.xml`, lang);
}
