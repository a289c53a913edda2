// GET /api/search/suggestions (issue 13 header search): a few models and manufacturers for a typed text.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestionsDto } from '#shared/api/search-suggestions.ts';
import { SEARCH_SUGGEST_MANUFACTURERS, SEARCH_SUGGEST_MODELS } from '#shared/constants.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const suggest = (query: string) => app.inject({ method: 'GET', url: `/api/search/suggestions?${query}` });

describe('GET /api/search/suggestions', () => {
  it('answers models matching the text and manufacturers whose name contains it, with page links in the language', async () => {
    const res = await suggest(`q=${encodeURIComponent('  дверь ')}&lang=ru`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    const body = res.json() as SearchSuggestionsDto;
    expect(body.query).toBe('дверь');
    expect(body.models.length).toBeGreaterThan(0);
    expect(body.models.length).toBeLessThanOrEqual(SEARCH_SUGGEST_MODELS);
    expect(body.totalModels).toBeGreaterThanOrEqual(body.models.length);
    for (const model of body.models) expect(model.href).toMatch(/^\/model\/[^/]+\/\d+$/);

    type Facets = { manufacturers: Array<{ value: string; label: string }> };
    const facets = (await app.inject({ method: 'GET', url: '/api/catalogue/facets?lang=ru' })).json() as Facets;
    const { value, label: name } = facets.manufacturers[0] ?? { value: '', label: '' };
    expect(name.length).toBeGreaterThan(4);
    const englishName = ((await app.inject({ method: 'GET', url: '/api/catalogue/facets?lang=en' })).json() as Facets).manufacturers.find((option) => option.value === value)?.label;
    expect(englishName).not.toBe(name);
    // The Russian name typed on an English page finds the company, shown by its English name.
    const byName = (await suggest(`q=${encodeURIComponent(name.slice(0, 5))}&lang=en`)).json() as SearchSuggestionsDto;
    expect(byName.manufacturers.length).toBeGreaterThan(0);
    expect(byName.manufacturers.length).toBeLessThanOrEqual(SEARCH_SUGGEST_MANUFACTURERS);
    expect(byName.manufacturers.map((entry) => entry.name)).toContain(englishName);
    expect(byName.manufacturers.map((entry) => entry.name)).not.toContain(name);
    for (const entry of byName.manufacturers) expect(entry.href).toMatch(/^\/en\/manufacturer\/[^/]+\/\d+$/);
  });

  it('answers nothing for a text shorter than two characters', async () => {
    expect((await suggest('q=%20%D0%B4%20')).json() as SearchSuggestionsDto).toEqual({ query: '', models: [], manufacturers: [], totalModels: 0 });
  });

  it('refuses a missing or oversized text with a 400, never a 500; control characters are cleaned', async () => {
    expect((await suggest('lang=ru')).statusCode).toBe(400);
    expect((await suggest(`q=${'я'.repeat(401)}`)).statusCode).toBe(400);
    const cleaned = await suggest(`q=${encodeURIComponent('дв\u0000\u0007ерь')}`);
    expect(cleaned.statusCode).toBe(200);
    expect((cleaned.json() as SearchSuggestionsDto).query).toBe('дв ерь');
  });
});
