// Links into the catalogue that set plain filters only (the model page's breadcrumbs and
// classification), written exactly as the catalogue filter codec (catalogue-filter.ts)
// writes them, without loading it: the codec and its parser are 1.8 KB gzip that the model
// page would carry only for these links (docs/decisions/0018). The codec does not import
// this module on purpose: a module both import becomes a chunk of its own, which costs the
// catalogue and the manufacturer page 0.2 KB each (measured). So the few rules below repeat
// the codec's; test/unit/domain/catalogue-link.test.ts holds the two to the same URLs.
import { DEFAULT_CATALOGUE_SORT, FILTER_LIST_SEPARATOR } from '../constants.ts';
import type { CataloguePlainKey, CatalogueSort } from './catalogue-filter.ts';

/** The codec's plain filters (CATALOGUE_PLAIN_KEYS), in the order it writes them. */
export const CATALOGUE_LINK_KEYS = ['categories', 'types', 'classes', 'materials', 'objects', 'aparts', 'sections', 'regions'] as const satisfies readonly CataloguePlainKey[];

/** The codec's token rule (CATALOGUE_TOKEN_PATTERN). */
const TOKEN = /^[A-Za-z0-9_.:]{1,64}$/;

/** A plain filter's value as the codec keeps it: the first valid token of a hyphen-joined list, or ''. */
export function plainFilterValue(value: string): string {
  for (const part of value.split(FILTER_LIST_SEPARATOR)) {
    const text = part.trim();
    if (TOKEN.test(text)) return text;
  }
  return '';
}

/**
 * A catalogue link that sets plain filters (and the sort) only, everything else at its default:
 * the same address as catalogueHref(basePath, { ...values, sort }) gives, without the parser.
 * catalogueLinkHref('/models', { categories: '12', types: '7' }) is '/models?categories=12&types=7'.
 */
export function catalogueLinkHref(basePath: string, values: Readonly<Partial<Record<CataloguePlainKey, string>>>, sort: CatalogueSort = DEFAULT_CATALOGUE_SORT): string {
  const query = new URLSearchParams();
  if (sort !== DEFAULT_CATALOGUE_SORT) query.set('sort', sort);
  for (const key of CATALOGUE_LINK_KEYS) {
    const raw = values[key];
    const value = typeof raw === 'string' ? plainFilterValue(raw) : '';
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}
