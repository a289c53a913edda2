import type { CountersDto, HomePageDto } from '#shared/api/dto.ts';
import { COUNTER_NAMES, type MainPageList, type ModelListItem } from '#shared/types/index.ts';
import { POPULAR_MODELS_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { SearchModelsForm } from '#server/upstream/calls/models.ts';
import { CARD_FIELDS } from './catalogue.ts';
import * as models from '#server/upstream/calls/models.ts';
import * as companies from '#server/upstream/calls/ads-companies.ts';
import { pageData, withFallback } from './error-policy.ts';
import { num, toModelCards } from './mappers.ts';
import type { Scope } from './scope.ts';
import { loadBanners } from './banners.ts';

export function emptyCounters(): CountersDto {
  const counters = {} as CountersDto;
  for (const name of COUNTER_NAMES) counters[name] = 0;
  return counters;
}

/** Spec §8: counters failure is logged and the page shows zeros. */
export async function loadCounters(scope: Scope): Promise<CountersDto> {
  const raw = await withFallback(
    'counters',
    () => scope.cached('counters', { host: 'webApi2', name: 'counters' }, { names: COUNTER_NAMES }, () => companies.getCounters(scope.http, { names: COUNTER_NAMES }, scope.publicCtx)),
    {},
    scope.log,
  );
  const counters = emptyCounters();
  for (const name of COUNTER_NAMES) counters[name] = num((raw as Record<string, unknown>)[name]);
  return counters;
}

function mainPageList(scope: Scope, list: MainPageList) {
  return scope.cached('short', { host: 'webApi2', name: 'model.mainpage' }, { list }, () => models.getMainPageModels(scope.http, { list }, scope.publicCtx));
}

/**
 * Spec §7 'Popular/new variants' of /model/searchmodels: limit/offset (10/0 by default)
 * and sort popular or new, over the catalogue's models (free-tariff companies left out).
 */
export function popularOrNewForm(sort: 'popular' | 'new', limit = POPULAR_MODELS_DEFAULT_LIMIT, offset = 0): SearchModelsForm {
  return { sort, limit, offset, list_fields: CARD_FIELDS, companies_free_disabled: '1' };
}

/**
 * The main page's popular products and recently added models: the editors' lists
 * (models_in_mainpage), and when a list is empty or its call fails, the search's
 * popular / new variant, so the page still shows the library's most downloaded and
 * newest models. Throws only when both fail (the page's §8 outcome).
 */
async function popularOrNew(scope: Scope, list: 'popular_products' | 'recently_added'): Promise<ModelListItem[]> {
  let editors: ModelListItem[] = [];
  let failure: unknown = null;
  try {
    editors = await mainPageList(scope, list);
  } catch (error) {
    failure = error;
    scope.log.warn({ situation: 'main page list', policy: 'other', list, err: error }, 'main page list failed: the search variant stands in');
  }
  if (editors.length > 0) return editors;
  const form = popularOrNewForm(list === 'popular_products' ? 'popular' : 'new');
  try {
    const answer = await scope.cached('short', { host: 'webApi2', name: 'model.search' }, form, () => models.searchModels(scope.http, form, scope.publicCtx));
    return answer.models as ModelListItem[];
  } catch (error) {
    throw failure ?? error;
  }
}

/** Spec §2 main page: slider, popular products, recently added models, and the site counters. */
export function getHomePage(scope: Scope): Promise<HomePageDto> {
  return pageData(async () => {
    const [slider, popular, recent, counters, banners] = await Promise.all([
      mainPageList(scope, 'models_in_slider'),
      popularOrNew(scope, 'popular_products'),
      popularOrNew(scope, 'recently_added'),
      loadCounters(scope),
      loadBanners(scope, 'main'),
    ]);
    return {
      slider: toModelCards(slider, scope.lang),
      popular: toModelCards(popular, scope.lang),
      recent: toModelCards(recent, scope.lang),
      counters,
      banners,
    };
  });
}
