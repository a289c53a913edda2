// The one search over option labels in the browser (the catalogue's manufacturer
// filter, the request form's manufacturer picker): case-insensitive, and 'е'
// finds 'ё' (Russian writers often leave the dots off: 'аленка' finds 'Алёнка').

/** The form a label and a query are compared in. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();
}

/** Whether an option's label contains the query; an empty query matches everything. */
export function labelMatches(label: string, query: string): boolean {
  const needle = searchKey(query);
  return needle === '' || searchKey(label).includes(needle);
}

/**
 * The options whose label contains the query, in list order; all of them for
 * an empty query. Keys are computed once per call, so a long list stays cheap.
 */
export function searchOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = searchKey(query);
  if (needle === '') return [...options];
  return options.filter((option) => searchKey(option.label).includes(needle));
}
