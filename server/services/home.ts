import type { CountersDto, HomePageDto } from '#shared/api/dto.ts';
import { COUNTER_NAMES, type MainPageList } from '#shared/types/index.ts';
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

/** Spec §2 main page: slider, popular products, recently added models, and the site counters. */
export function getHomePage(scope: Scope): Promise<HomePageDto> {
  return pageData(async () => {
    const [slider, popular, recent, counters, banners] = await Promise.all([
      mainPageList(scope, 'models_in_slider'),
      mainPageList(scope, 'popular_products'),
      mainPageList(scope, 'recently_added'),
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
