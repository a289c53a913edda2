import { TRUNCATE_DEFAULT_LENGTH } from '../constants.ts';

const ELLIPSIS = '…';

/**
 * Spec §5 text filter: cut to at most `length` characters and add an ellipsis.
 * The cut falls on a word boundary when one lies in the last 40 % of the limit
 * (a single long word is cut at the limit), and trailing punctuation goes, so a
 * summary never ends in "Собствен…" or "мебель,…". Works on code points so a cut
 * never splits a surrogate pair (emoji in article titles).
 */
export function truncate(text: string | null | undefined, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  if (!text) return '';
  const limit = Number.isFinite(length) && length > 0 ? Math.floor(length) : TRUNCATE_DEFAULT_LENGTH;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  let cut = chars.slice(0, limit).join('');
  if (!/\s/.test(chars[limit] ?? '')) {
    const lastSpace = cut.search(/\s\S*$/);
    if (lastSpace >= 0 && Array.from(cut.slice(0, lastSpace)).length >= limit * 0.6) cut = cut.slice(0, lastSpace);
  }
  return cut.trimEnd().replace(/[\s,;:\u2013\u2014-]+$/u, '') + ELLIPSIS;
}

const TAG = /<\/?[a-zA-Z!][^<>]*>/g;
/** Tags that end a line of text: stripping them leaves a space, so "мебель.</p><p>Собственное" does not glue. */
const BREAKING_TAG = /^<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|header|footer|table|figcaption|dd|dt)\b/i;
const COMMENT = /<!--[\s\S]*?-->/g;
const BLOCK_OF_CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * Spec §5 text filter: HTML-tag stripping, for descriptions shown as plain
 * text (cards, meta description). Script and style bodies go with their tags,
 * since their text was never meant to be read.
 */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(COMMENT, '').replace(BLOCK_OF_CODE, '').replace(TAG, (tag) => (BREAKING_TAG.test(tag) ? ' ' : '')).replace(/\s+/g, ' ').trim();
}

/** Plain-text summary of an HTML fragment: stripped, then truncated. */
export function summarise(html: string | null | undefined, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  return truncate(stripTags(html), length);
}
