// The header search's suggestions: the catalogue's own model search (the same
// cached upstream call the results page makes for that text, so pressing Enter
// finds it warm) and the cached company list filtered by name.
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import { SEARCH_SUGGEST_MANUFACTURERS, SEARCH_SUGGEST_MIN_CHARS, SEARCH_SUGGEST_MODELS } from '#shared/constants.ts';
import { cleanCatalogueSearch } from '#shared/domain/catalogue-filter.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import { searchCatalogue } from './catalogue.ts';
import { manufacturerNames } from './dictionaries.ts';
import type { Scope } from './scope.ts';

const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

export async function getSearchSuggestions(scope: Scope, raw: string): Promise<SearchSuggestionsDto> {
  const query = cleanCatalogueSearch(raw);
  if (Array.from(query).length < SEARCH_SUGGEST_MIN_CHARS) return { query: '', models: [], manufacturers: [], totalModels: 0 };
  const [found, companies] = await Promise.all([searchCatalogue(scope, { search: query }), manufacturerNames(scope)]);
  const needle = fold(query);
  // Names that start with the text first, then those that contain it; a company is found by any of its names
  // (a Russian name typed on an English page) and shown by the page language's.
  const position = (names: string[]) => Math.min(...names.map((name) => fold(name).indexOf(needle)).map((at) => (at < 0 ? Infinity : at)));
  const matching = companies
    .map((company) => ({ company, at: position(company.names) }))
    .filter((entry) => entry.at !== Infinity)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.company.label.localeCompare(b.company.label, 'ru'))
    .slice(0, SEARCH_SUGGEST_MANUFACTURERS);
  const prefix = scope.lang === 'en' ? '/en' : '';
  return {
    query,
    models: found.models.slice(0, SEARCH_SUGGEST_MODELS).map((model) => ({ id: model.id, name: model.name, href: model.href, image: model.image, companyName: model.companyName })),
    manufacturers: matching.map(({ company }) => ({ id: company.value, name: company.label, href: prefix + manufacturerPath(slugify(company.names[0] ?? company.label), company.value) })),
    totalModels: found.total,
  };
}
