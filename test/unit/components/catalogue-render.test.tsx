// The catalogue page rendered on the server through React Router's static
// handler, as the SSR entry does, with a fake ApiPort: the no-script form, the
// filter groups, the light manufacturer list, the list view, the not-found
// state, the canonical link and the loader's redirect to the canonical query.
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '#client/app/i18n/i18n.ts';
import { createStaticHandler, createStaticRouter, Outlet, RouterContextProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CatalogueDto, ModelCardDto, OptionDto } from '#shared/api/dto.ts';
import type { ApiPort, RootData } from '#shared/api/port.ts';
import { decodeCatalogueQuery, type CatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import type { Language } from '#shared/domain/language.ts';
import { createI18n } from '../../support/i18n-texts.ts';
import { loaderEnv } from '#client/app/data/loader-env.ts';
import { loadDeferred } from '#client/app/deferred/deferred.tsx';
import * as modelsPage from '#client/routes/models/route.tsx';
import { MANUFACTURERS_INITIAL_COUNT } from '#client/routes/models/option-lists.ts';
import { attr, tagWith, TEST_CONFIG } from './render-shell.tsx';

const options = (prefix: string, count: number, label = prefix): OptionDto[] =>
  Array.from({ length: count }, (_, index) => ({ value: `${prefix}${index + 1}`, label: `${label} ${index + 1}` }));

function card(id: number, overrides: Partial<ModelCardDto> = {}): ModelCardDto {
  return {
    id,
    alias: `model-${id}`,
    name: `Модель ${id}`,
    code: `C-${id}`,
    image: null,
    href: `/model/model-${id}/${id}`,
    companyId: 7,
    companyName: 'Завод',
    companyAlias: 'zavod',
    views: 1234,
    downloads: 5,
    likes: 0,
    has3d: id % 2 === 0,
    hasAr: false,
    muted: id === 3,
    ...overrides,
  };
}

// 60 manufacturers: the last two are VIP (the service puts VIP first; here they are not, to see they still show).
const MANUFACTURERS = options('', 60, 'Производитель').map((option, index) => ({ ...option, value: String(index + 1) }));

function catalogue(filter: CatalogueFilter, models: ModelCardDto[]): CatalogueDto {
  return {
    search: { filter, models, total: models.length === 0 ? 0 : 121, totalPages: models.length === 0 ? 0 : 3, page: filter.page, pageSize: filter.countModels, notFound: models.length === 0 },
    facets: {
      manufacturers: MANUFACTURERS,
      vipCompanies: [59, 60].map((id) => ({ id, name: `Производитель ${id}`, alias: `p${id}`, logo: null, href: `/manufacturer/p${id}/${id}` })),
      files: options('ext', 12, 'Формат'),
      standards: options('std', 3, 'Стандарт'),
      rooms: options('room', 4, 'Комната'),
      sapr: options('sapr', 2, 'САПР'),
      categories: options('', 5, 'Категория').map((option, index) => ({ ...option, value: String(index + 1) })),
      types: filter.categories ? [{ value: '11', label: 'Тип одиннадцать' }] : [],
      classes: [],
      materials: options('m', 3, 'Материал'),
      objects: options('o', 3, 'Объект'),
      aparts: options('a', 3, 'Здание'),
      sections: filter.manufacturers.length === 1 ? [{ value: 's1', label: 'Раздел один' }] : [],
      regions: options('r', 3, 'Регион'),
      attributes: [{ id: 'color', label: 'Цвет', options: options('c', 2, 'Цвет') }],
    },
    banners: [],
  };
}

function fakeApi(empty: boolean, seen: CatalogueFilter[]): ApiPort {
  return {
    getCatalogue: async (filter: CatalogueFilter) => {
      seen.push(filter);
      return catalogue(filter, empty ? [] : [card(1), card(2), card(3)]);
    },
  } as unknown as ApiPort;
}

interface Rendered {
  html: string;
  status: number;
  location: string | null;
  seen: CatalogueFilter[];
}

async function renderCatalogue(path: string, { lang = 'ru', empty = false }: { lang?: Language; empty?: boolean } = {}): Promise<Rendered> {
  const rootData: RootData = { lang, session: { user: null }, config: TEST_CONFIG };
  const seen: CatalogueFilter[] = [];
  const page: RouteObject = { id: 'models', path: 'models', loader: modelsPage.loader, Component: modelsPage.Component };
  const routes: RouteObject[] = [{ id: 'root', path: '/', loader: () => rootData, Component: Outlet, children: [page, { path: 'en', children: [{ ...page, id: 'en.models' }] }] }];
  const handler = createStaticHandler(routes);
  const requestContext = new RouterContextProvider();
  requestContext.set(loaderEnv, { api: fakeApi(empty, seen), neutralLang: 'ru', config: TEST_CONFIG });
  const context = await handler.query(new Request(`http://localhost${path}`), { requestContext });
  if (context instanceof Response) return { html: '', status: context.status, location: context.headers.get('location'), seen };
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's body is a deferred part: the server loads its code before rendering, as the SSR entry does.
  await loadDeferred();
  const html = renderToString(
    <TranslationProvider translator={createI18n(lang)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationProvider>,
  );
  return { html, status: context.statusCode, location: null, seen };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

/** The checkboxes of one field, in document order: value and whether it is ticked. */
function checkboxes(html: string, name: string): Array<{ value: string; checked: boolean }> {
  return [...html.matchAll(/<input[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('type="checkbox"') && tag.includes(` name="${name}"`))
    .map((tag) => ({ value: attr(tag, 'value') ?? '', checked: / checked=""/.test(tag) }));
}
const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('catalogue page, server render', () => {
  it('is a GET form to /models whose fields are the query keys, with a submit button', async () => {
    const { html, seen } = await renderCatalogue('/models?files=ext2-ext5&categories=2');
    expect(seen[0]?.countModels).toBe(48);
    const form = tagWith(html, 'data-testid="catalogue-form"');
    expect(attr(form, 'method')).toBe('get');
    expect(attr(form, 'action')).toBe('/models');
    const formId = attr(form, 'id');
    expect(formId).toBeTruthy();
    const files = checkboxes(html, 'files');
    expect(files.map((box) => box.value)).toEqual(Array.from({ length: 12 }, (_, index) => `ext${index + 1}`));
    expect(files.filter((box) => box.checked).map((box) => box.value)).toEqual(['ext2', 'ext5']);
    expect(checkboxes(html, 'view3d')).toEqual([{ value: '1', checked: false }]);
    expect(html).toMatch(/<select[^>]*name="categories"/);
    expect(html).toMatch(/<option value="2" selected="">Категория 2<\/option>/);
    // The toolbar's search and sort belong to the same form.
    expect(attr(tagWith(html, 'data-testid="catalogue-search"'), 'form')).toBe(formId);
    expect(attr(tagWith(html, 'data-testid="catalogue-sort"'), 'form')).toBe(formId);
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="filters-submit"[^>]*>Показать<\/button>/);
    // Every group is a fieldset with a legend.
    expect(count(html, '<fieldset')).toBe(count(html, '<legend'));
    for (const legend of ['Производитель', 'Формат файла', 'САПР', 'Стандарт', 'Помещение', 'Цвет', 'Просмотр', 'Классификация']) {
      expect(html).toContain(`<legend class="filter-group__legend">${legend}</legend>`);
    }
  });

  it('renders the selected, the VIP and the first 20 manufacturers only, VIP marked', async () => {
    const { html } = await renderCatalogue('/models?manufacturers=40');
    const names = checkboxes(html, 'manufacturers').map((box) => box.value);
    const expected = [...Array.from({ length: MANUFACTURERS_INITIAL_COUNT }, (_, index) => String(index + 1)), '40', '59', '60'];
    expect(names).toEqual(expected);
    expect(count(html, 'class="filter-vip"')).toBe(2);
    expect(html).toContain('data-testid="manufacturers-more"');
  });

  it('shows sections only when exactly one manufacturer is chosen', async () => {
    expect((await renderCatalogue('/models?manufacturers=4')).html).toMatch(/<select[^>]*name="sections"/);
    expect((await renderCatalogue('/models?manufacturers=4-5')).html).not.toMatch(/name="sections"/);
  });

  it('counts the chosen filters on the panel toggle and offers group resets as real links', async () => {
    const { html } = await renderCatalogue('/models?manufacturers=1-2&files=ext1&rooms=room1&categories=3&page=2');
    expect(html).toMatch(/data-testid="filters-count">4</);
    expect(decode(attr(tagWith(html, 'data-testid="reset-manufacturers"'), 'href') ?? '')).toBe('/models?files=ext1&rooms=room1&categories=3');
    expect(decode(attr(tagWith(html, 'data-testid="reset-category"'), 'href') ?? '')).toBe('/models?manufacturers=1-2&files=ext1&rooms=room1');
    expect(attr(tagWith(html, 'data-testid="reset-all"'), 'href')).toBe('/models');
  });

  it('shows the total with Russian plurals in a live region and the cards', async () => {
    const { html } = await renderCatalogue('/models');
    expect(html).toMatch(/aria-live="polite" data-testid="catalogue-total">Найдено 121 модель</);
    expect(count(html, 'data-testid="model-card"')).toBe(3);
    expect(html).toContain('model-card--muted');
    // Quick tags come from local storage: the server renders a placeholder only.
    expect(html).toContain('quick-tags--placeholder');
    expect(html).not.toContain('data-testid="quick-tag"');
  });

  it('renders the list view for view=list and keeps it in the form', async () => {
    const { html } = await renderCatalogue('/models?view=list');
    expect(count(html, 'data-testid="model-list-item"')).toBe(3);
    expect(html).not.toContain('data-testid="model-card"');
    expect(html).toContain('<input type="hidden" name="view" value="list"/>');
    expect(tagWith(html, 'data-testid="view-list"')).toContain('aria-current="true"');
    expect(attr(tagWith(html, 'data-testid="view-card"'), 'href')).toBe('/models');
  });

  it('keeps the filter in the pagination links and puts a single facet in the canonical link (decision 0009)', async () => {
    const { html } = await renderCatalogue('/models?files=ext1');
    expect(decode(attr(tagWith(html, 'rel="next"'), 'href') ?? '')).toBe('/models?files=ext1&page=2');
    expect(decode(attr(tagWith(html, 'rel="canonical"'), 'href') ?? '')).toBe('https://portal.test/models?files=ext1');
    expect(html).toMatch(/<title>Каталог BIM-моделей: Формат 1 — BIM-библиотека<\/title>/);
    expect(html).not.toContain('noindex');
  });

  it('keeps the view in the pagination links but does not index the list view, and names no canonical (decision 0009)', async () => {
    const { html } = await renderCatalogue('/models?files=ext1&view=list');
    expect(decode(attr(tagWith(html, 'rel="next"'), 'href') ?? '')).toBe('/models?files=ext1&view=list&page=2');
    expect(html).toContain('content="noindex, follow"');
    expect(html).not.toContain('rel="canonical"');
  });

  it('shows the not-found state with reset and request buttons, and does not index it', async () => {
    const { html } = await renderCatalogue('/models?search=zzz', { empty: true });
    expect(html).toContain('data-testid="catalogue-not-found"');
    expect(html).toContain('data-testid="request-model-toggle"');
    expect(attr(tagWith(html, 'data-testid="not-found-reset"'), 'href')).toBe('/models');
    expect(html).toContain('content="noindex, follow"');
    expect(html).not.toContain('data-testid="pagination"');
  });

  it('is English under /en/models', async () => {
    const { html } = await renderCatalogue('/en/models?files=ext1', { lang: 'en' });
    expect(attr(tagWith(html, 'data-testid="catalogue-form"'), 'action')).toBe('/en/models');
    expect(html).toContain('121 models found');
    expect(html).toContain('>Show</button>');
  });

  it('redirects a non-canonical query (what a form without script sends) with 301 to the canonical one', async () => {
    const result = await renderCatalogue('/models?search=&sort=popular&files=ext2&files=ext1&view3d=1&categories=');
    expect(result.status).toBe(301);
    expect(result.location).toBe('/models?files=ext2-ext1&view3d=1');
    expect(result.seen).toEqual([]);
    const lang = await renderCatalogue('/en/models?lang=en&files=ext1&files=ext2', { lang: 'en' });
    expect(lang.location).toBe('/en/models?files=ext1-ext2&lang=en');
  });

  it('decodes the same filter the loader searched with', async () => {
    const { seen } = await renderCatalogue('/models?files=ext1&countModels=40&page=2');
    expect(seen[0]).toEqual(decodeCatalogueQuery(new URLSearchParams('files=ext1&countModels=40&page=2')));
  });
});
