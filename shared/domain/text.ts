import { TRUNCATE_DEFAULT_LENGTH } from '../constants.ts';

const ELLIPSIS = '...';

/**
 * Spec §5 text filter: cut to `length` characters and add an ellipsis. Works on
 * code points so a cut never splits a surrogate pair (Cyrillic is safe either
 * way, emoji in article titles are not).
 */
export function truncate(text: string | null | undefined, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  if (!text) return '';
  const limit = Number.isFinite(length) && length > 0 ? Math.floor(length) : TRUNCATE_DEFAULT_LENGTH;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit).join('').trimEnd() + ELLIPSIS;
}

const TAG = /<\/?[a-zA-Z!][^<>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;
const BLOCK_OF_CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * Spec §5 text filter: HTML-tag stripping, for descriptions shown as plain
 * text (cards, meta description). Script and style bodies go with their tags,
 * since their text was never meant to be read.
 */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(COMMENT, '').replace(BLOCK_OF_CODE, '').replace(TAG, '').replace(/\s+/g, ' ').trim();
}

/** Plain-text summary of an HTML fragment: stripped, then truncated. */
export function summarise(html: string | null | undefined, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  return truncate(stripTags(html), length);
}
