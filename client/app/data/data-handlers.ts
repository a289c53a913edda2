import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AdsDto, AnaloguesDto, IdsOfferedListDto, ArticleCommentsDto, LikeInput, LikesDto, NeedModelOptionsDto, OptionDto } from '#shared/api/dto.ts';
import type { DependentOptionsData, LoadResult, ModelIfcFetch } from './data-paths.ts';
import { factsForPageHtml } from '#shared/domain/ifc/page-facts.ts';
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import { catalogueFacetsQuery, defaultCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import { NUMERIC_ID_PATTERN } from '#shared/domain/ids.ts';
import { loaderEnv } from './loader-env.ts';

/**
 * The loaders and actions of the loader-only routes (their table is data-routes.ts,
 * which loads this module the first time a page asks for one of them; docs/decisions/0030):
 * the data a page asks for after it has rendered (fetchers), and the writes no form makes
 * (a like, a page view). They live only in the browser's router, so a fetcher never
 * leaves the page for them; the server has no such pages and answers their addresses
 * 404. Each one resolves, never throws: a thrown error would replace the whole page
 * with the error page (spec §8 wants the page kept). Their addresses are in data-paths.ts.
 */
const env = (args: LoaderFunctionArgs | ActionFunctionArgs) => args.context.get(loaderEnv);

async function attempt<T>(load: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await load() };
  } catch {
    return { ok: false };
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

async function dependentOptions(args: LoaderFunctionArgs, kind: 'types' | 'classes'): Promise<DependentOptionsData> {
  const parentId = args.params.parentId ?? '';
  // Spec §8 style: a failed dictionary is an empty list, never a broken page.
  if (!NUMERIC_ID_PATTERN.test(parentId)) return { parentId, options: [] };
  const api = env(args).api;
  const options = await (kind === 'types' ? api.getCatalogueTypes(parentId) : api.getCatalogueClasses(parentId)).catch(() => []);
  return { parentId, options };
}

function allManufacturers(args: LoaderFunctionArgs): Promise<LoadResult<OptionDto[]>> {
  // The list does not depend on the query: the empty one shares one HTTP-cached answer.
  return attempt(() =>
    env(args)
      .api.getCatalogueFacets(catalogueFacetsQuery(defaultCatalogueFilter()))
      .then((facets) => facets.manufacturers),
  );
}

function ads(args: LoaderFunctionArgs): Promise<LoadResult<AdsDto>> {
  return attempt(() => env(args).api.getAds());
}

function searchSuggestions(args: LoaderFunctionArgs): Promise<LoadResult<SearchSuggestionsDto>> {
  const query = new URL(args.request.url).searchParams.get('q') ?? '';
  return attempt(() => env(args).api.getSearchSuggestions(query));
}

function analogues(args: LoaderFunctionArgs): Promise<AnaloguesDto> {
  const id = args.params.id ?? '';
  const failed: AnaloguesDto = { items: [], error: true } as AnaloguesDto;
  if (!NUMERIC_ID_PATTERN.test(id)) return Promise.resolve(failed);
  return env(args).api.getAnalogues(id).catch(() => failed);
}

/** An article's comments (spec §7); a failure of any kind is the block's 'cannot be shown' message. */
function articleComments(args: LoaderFunctionArgs): Promise<ArticleCommentsDto> {
  const id = args.params.id ?? '';
  const unavailable: ArticleCommentsDto = { available: false, comments: [], total: 0 };
  if (!NUMERIC_ID_PATTERN.test(id)) return Promise.resolve(unavailable);
  return env(args).api.getArticleComments(id).catch(() => unavailable);
}

function likes(args: LoaderFunctionArgs): Promise<LikesDto | null> {
  const query = new URL(args.request.url).searchParams;
  return env(args).api.getLikes(query.get('url') ?? '', query.get('uuid') ?? undefined);
}

async function vote(args: ActionFunctionArgs): Promise<LikesDto | null> {
  const body = await readJson(args.request);
  // The server validates the vote again; this only keeps junk from leaving the page.
  if (typeof body.url !== 'string' || (body.type !== 'like' && body.type !== 'dislike') || typeof body.uuid !== 'string') return null;
  return env(args).api.likeDislike(body as unknown as LikeInput);
}

async function pageView(args: ActionFunctionArgs, kind: 'model' | 'article'): Promise<null> {
  const body = await readJson(args.request);
  if (typeof body.id !== 'string' || typeof body.uuid !== 'string') return null;
  const api = env(args).api;
  await (kind === 'model' ? api.recordModelView(body.id, body.uuid) : api.recordArticleView(body.id, body.uuid));
  return null;
}

function needModelOptions(args: LoaderFunctionArgs): Promise<LoadResult<NeedModelOptionsDto>> {
  return attempt(() => env(args).api.getNeedModelOptions());
}

/**
 * A model's IFC facts once read (?facts; the route waits for a cold read up to its own
 * bound, then answers 'pending' again), the offered IDS files (?offered) and a check
 * against one of them (?ids=id); only what the address names. The facts are trimmed to
 * what the page shows (the main product and its path).
 */
async function modelIfc(args: LoaderFunctionArgs): Promise<ModelIfcFetch> {
  const id = args.params.id ?? '';
  if (!NUMERIC_ID_PATTERN.test(id)) return {};
  const query = new URL(args.request.url).searchParams;
  const api = env(args).api;
  const idsId = query.get('ids') ?? '';
  const [facts, offered, check] = await Promise.all([
    query.has('facts') ? api.getIfcFacts(id).then(factsForPageHtml, () => null) : undefined,
    query.has('offered') ? api.getOfferedIds().then((list) => list.items, (): IdsOfferedListDto['items'] => []) : undefined,
    /^[a-z0-9-]{1,64}$/.test(idsId) ? attempt(() => api.checkOfferedIds(id, idsId)) : undefined,
  ]);
  return { ...(facts === undefined ? {} : { facts }), ...(offered === undefined ? {} : { offered }), ...(check === undefined ? {} : { check }) };
}

/** Each loader-only route's loader and action, by route id. */
export const DATA_HANDLERS: Record<string, Pick<RouteObject, 'loader' | 'action'>> = {
  'data.catalogueTypes': { loader: (args) => dependentOptions(args, 'types') },
  'data.catalogueClasses': { loader: (args) => dependentOptions(args, 'classes') },
  'data.catalogueManufacturers': { loader: allManufacturers },
  'data.ads': { loader: ads },
  'data.searchSuggestions': { loader: searchSuggestions },
  'data.analogues': { loader: analogues },
  'data.articleComments': { loader: articleComments },
  'data.modelViews': { action: (args) => pageView(args, 'model') },
  'data.articleViews': { action: (args) => pageView(args, 'article') },
  'data.likes': { loader: likes, action: vote },
  'data.needModelOptions': { loader: needModelOptions },
  'data.modelIfc': { loader: modelIfc },
};
