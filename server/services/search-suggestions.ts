// The header search's suggestions: the catalogue's own model search (the same
// cached upstream call the results page makes for that text, so pressing Enter
// finds it warm) and the cached company list filtered by name.
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import { SEARCH_SUGGEST_MANUFACTURERS, SEARCH_SUGGEST_MIN_CHARS, SEARCH_SUGGEST_MODELS } from '#shared/constants.ts';
import { cleanCatalogueSearch } from '#shared/domain/catalogue-filter.ts';
import { manufacturerPath } from '#shared/domain/links.ts';
import { slugify } from '#shared/domain/slug.ts';
import { searchCatalogue } from './catalogue.ts';
import { manufacturerOptions } from './dictionaries.ts';
import type { Scope } from './scope.ts';

const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

export async function getSearchSuggestions(scope: Scope, raw: string): Promise<SearchSuggestionsDto> {
  const query = cleanCatalogueSearch(raw);
  if (Array.from(query).length < SEARCH_SUGGEST_MIN_CHARS) return { query: '', models: [], manufacturers: [], totalModels: 0 };
  const [found, companies] = await Promise.all([searchCatalogue(scope, { search: query }), manufacturerOptions(scope)]);
  const needle = fold(query);
  // Names that start with the text first, then those that contain it.
  const matching = companies
    .map((company) => ({ company, at: fold(company.label).indexOf(needle) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.company.label.localeCompare(b.company.label, 'ru'))
    .slice(0, SEARCH_SUGGEST_MANUFACTURERS);
  const prefix = scope.lang === 'en' ? '/en' : '';
  return {
    query,
    models: found.models.slice(0, SEARCH_SUGGEST_MODELS).map((model) => ({ id: model.id, name: model.name, href: model.href, image: model.image, companyName: model.companyName })),
    manufacturers: matching.map(({ company }) => ({ id: company.value, name: company.label, href: prefix + manufacturerPath(slugify(company.label), company.value) })),
    totalModels: found.total,
  };
}
