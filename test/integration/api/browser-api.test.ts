// The browser ApiPort against the real routes over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createBrowserApi } from '#client/api/browser-api.ts';
import { ApiError } from '#shared/errors.ts';
import { normaliseCatalogueFilter } from '#shared/domain/catalogue-filter.ts';
import type { Language } from '#shared/domain/language.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
let origin: string;
let lang: Language = 'ru';
const seen: string[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  seen.push(String(input));
  return fetch(input, init);
};

beforeAll(async () => {
  stack = await startStack();
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stack?.close();
});

const api = () => createBrowserApi({ baseUrl: origin, fetch: recordingFetch, getLanguage: () => lang });

describe('createBrowserApi', () => {
  it('loads page data and sends the current language', async () => {
    lang = 'en';
    const home = await api().getHomePage();
    expect(home.popular[0]?.href).toMatch(/^\/en\/model\//);
    expect(seen.at(-1)).toBe(`${origin}/api/pages/home?lang=en`);
    lang = 'ru';
  });

  it('sends the catalogue filter as the page query', async () => {
    const result = await api().getCatalogue(normaliseCatalogueFilter({ categories: '1', files: ['rfa', 'ifc'], page: 2 }));
    expect(result.search.filter).toMatchObject({ categories: '1', files: ['rfa', 'ifc'], page: 2 });
    expect(seen.some((url) => url.includes('/api/models?') && url.includes('files=rfa-ifc'))).toBe(true);
    expect(seen.some((url) => url.includes('/api/catalogue/facets?') && url.includes('category=1'))).toBe(true);
    expect(result.facets.types.length).toBeGreaterThan(0);
  });

  it('rejects with the shared error body as ApiError carrying statusCode', async () => {
    const error = await api().getModel('999999999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, code: 'not_found', message: 'Page not found' });
    stack.demo.faults.set('/web2/model/mainpage/*', { kind: 'status', status: 500 }, { times: 3 });
    stack.cache.clear();
    await expect(api().getHomePage()).rejects.toMatchObject({ statusCode: 500, message: 'Internal Server Error' });
    stack.demo.faults.clear();
  });

  it('a network failure is an ApiError too, never a raw TypeError', async () => {
    const offline = createBrowserApi({ baseUrl: 'http://127.0.0.1:1', getLanguage: () => 'ru' });
    await expect(offline.getPlugins()).rejects.toBeInstanceOf(ApiError);
    await expect(offline.getSession()).resolves.toEqual({ user: null });
    await expect(offline.sendEvent({ event: 'x' })).resolves.toBeUndefined();
    await expect(offline.likeDislike({ url: 'a', type: 'like', uuid: 'device-uuid-12345' })).resolves.toBeNull();
  });

  it('session, lists, actions and logout', async () => {
    expect(await api().getSession()).toEqual({ user: null });
    expect((await api().getManufacturers({ search: '', sort: 'created_at', page: 1, category: '', type: '', class: '' })).items.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toContain('sort=created_at');
    expect((await api().getArticles({ search: '', sort: 'views', page: 1 })).items.length).toBeGreaterThan(0);
    expect((await api().getRss('renga')).error).toBeNull();
    expect((await api().getDictionaries()).categories.length).toBeGreaterThan(0);
    await expect(api().sendEvent({ event: 'page_view', page: '/' })).resolves.toBeUndefined();
    await expect(api().logout()).resolves.toBeUndefined();
    await expect(api().getAgreement()).rejects.toMatchObject({ statusCode: 401 });
  });
});
