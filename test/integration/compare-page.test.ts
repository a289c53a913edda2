// Issue 24 §4: /compare rendered by the production build on the demo upstream. The server's HTML
// holds the whole comparison (2–4 models side by side, aligned by property, differences marked),
// bad, unknown, failing and surplus ids are left out with a note and never give an error page,
// the page is noindex, the "only differences" switch and the IDS check work as plain addresses,
// and every model card carries a compare toggle that works without JavaScript.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { IdsOfferedListDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import { modelPath } from '#shared/domain/links.ts';
import { buildTestApp } from '#test/support/app.ts';

const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_ORIGIN: 'https://bim.example' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const get = (path: string) => request(app.server).get(path).set('user-agent', BOT);
const count = (html: string, needle: string) => html.split(needle).length - 1;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Demo models of one category with different manufacturers, so the table has rows that agree and rows that differ. */
function models(n: number, skip = 0): Model[] {
  const all = app.demoUpstream!.dataset.models.filter((model) => model.files.length > 0);
  return all.slice(skip, skip + n);
}
const ids = (list: readonly Model[]) => list.map((model) => model.id).join('-');

describe('/compare', () => {
  it('shows two to four models side by side in the server HTML, noindex, differences marked', async () => {
    for (const n of [2, 3, 4]) {
      const list = models(n);
      const res = await get(`/compare?ids=${ids(list)}`).expect(200);
      expect(count(res.text, 'data-testid="compare-model"')).toBe(n);
      for (const model of list) expect(res.text).toContain(escape(model.name));
      expect(res.text).toMatch(/<meta name="robots" content="noindex/);
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).toContain('data-testid="compare-section-main"');
      expect(res.text).toContain('data-testid="compare-section-files"');
      // Rows aligned by property: one row per property, a cell per model.
      const manufacturerRow = /<tr class="[^"]*" data-testid="compare-row" data-row="manufacturer">(.*?)<\/tr>/s.exec(res.text)?.[1] ?? '';
      expect(count(manufacturerRow, '<td')).toBe(n);
      expect(res.text).not.toContain('data-testid="compare-dropped"');
    }
  });

  it('marks a row whose values differ, and the switch shows only those rows', async () => {
    const list = models(3);
    const all = (await get(`/compare?ids=${ids(list)}`).expect(200)).text;
    const rows = count(all, 'data-testid="compare-row"');
    const differing = count(all, 'compare-table__row is-different');
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(rows);
    expect(all).toContain('различается');
    const only = (await get(`/compare?ids=${ids(list)}&diff=1`).expect(200)).text;
    expect(count(only, 'data-testid="compare-row"')).toBe(differing);
    expect(count(only, 'compare-table__row is-different')).toBe(differing);
    expect(only).toMatch(/aria-current="page"[^>]*data-testid="compare-only-differences"|data-testid="compare-only-differences"[^>]*aria-current="page"/);
  });

  it('shows sizes in one unit per kind, in the page language', async () => {
    const list = models(2);
    const ru = (await get(`/compare?ids=${ids(list)}`).expect(200)).text;
    const en = (await get(`/en/compare?ids=${ids(list)}`).expect(200)).text;
    expect(ru).toContain('Сравнение моделей');
    expect(en).toContain('Compare models');
    const sized = list.find((model) => Number(model.width) > 999);
    if (sized) {
      expect(ru).toContain(`${new Intl.NumberFormat('ru-RU').format(Number(sized.width))} мм`);
      expect(en).toContain(`${new Intl.NumberFormat('en-US').format(Number(sized.width))} mm`);
    }
  });

  it('leaves out what is not an id, cuts past four, and names both', async () => {
    const list = models(6);
    const res = await get(`/compare?ids=${ids(list.slice(0, 2))}-abc-${ids(list.slice(2))}`).expect(200);
    expect(count(res.text, 'data-testid="compare-model"')).toBe(4);
    expect(res.text).toContain('data-testid="compare-dropped"');
    expect(res.text).toContain('abc');
    expect(res.text).toContain(String(list[4]!.id));
    expect(res.text).toContain(String(list[5]!.id));
  });

  it('names an unknown model and compares the rest; a failing one too, never an error page', async () => {
    const list = models(2, 10);
    const unknown = await get(`/compare?ids=${ids(list)}-999999999`).expect(200);
    expect(count(unknown.text, 'data-testid="compare-model"')).toBe(2);
    expect(unknown.text).toContain('Таких моделей нет в каталоге: 999999999');

    // Models no request has loaded yet (the BFF caches the ones above).
    const fresh = models(2, 20);
    app.demoUpstream!.faults.set(`/web2/model/${fresh[0]!.id}*`, { kind: 'status', status: 500 });
    const failing = await get(`/compare?ids=${ids(fresh)}`).expect(200);
    expect(count(failing.text, 'data-testid="compare-model"')).toBe(1);
    expect(failing.text).toContain(`Не удалось загрузить модели ${fresh[0]!.id}`);
  });

  it('shows an empty state with the way to the catalogue for no ids or nothing usable', async () => {
    for (const path of ['/compare', '/compare?ids=', '/compare?ids=abc-0-%00', `/compare?ids=${'9'.repeat(5000)}`, '/compare?ids[]=1&ids=1;2']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('data-testid="compare-empty"');
      expect(res.text, path).toContain('href="/models"');
    }
    const en = await get('/en/compare').expect(200);
    expect(en.text).toContain('Nothing to compare yet');
    expect(en.text).toContain('href="/en/models"');
  });

  it('checks every model against an offered IDS named in the address', async () => {
    const offered = (await request(app.server).get('/api/ids').expect(200)).body as IdsOfferedListDto;
    const first = offered.items[0]!;
    const list = app.demoUpstream!.dataset.models.filter((model) => model.files.some((file) => file.ext === 'ifc')).slice(0, 2);
    // Warm the facts, so the page finds them read.
    for (const model of list) await request(app.server).get(`/api/models/${model.id}/ifc-facts?wait=8000`).expect(200);
    const res = await get(`/compare?ids=${ids(list)}&check=${first.id}`).expect(200);
    expect(res.text).toContain('data-testid="compare-section-ids"');
    expect(res.text).toContain('data-testid="compare-section-ifc"');
    expect(res.text).toMatch(/выполнено \d+ из \d+/);
    // The picker is a GET form to the page itself: without JavaScript the browser sends it.
    expect(res.text).toMatch(/<form class="compare-check"[^>]* action="\/compare" method="get">/);
    expect(res.text).toContain(`<option value="${first.id}" selected="">`);
    // An IDS the portal does not offer is ignored, not an error.
    const unknown = await get(`/compare?ids=${ids(list)}&check=no-such-ids`).expect(200);
    expect(unknown.text).not.toContain('data-testid="compare-section-ids"');
  });
});

describe('the compare toggle without JavaScript', () => {
  it('is a GET form on every catalogue card that opens the comparison of that model', async () => {
    const res = await get('/models').expect(200);
    const cards = count(res.text, 'data-testid="model-card"');
    expect(cards).toBeGreaterThan(0);
    expect(count(res.text, 'data-testid="compare-toggle"')).toBe(cards);
    const form = /<form class="compare-toggle" action="\/compare" method="get"><input type="hidden" name="ids" value="(\d+)"\/>/.exec(res.text);
    expect(form).not.toBeNull();
    const opened = await get(`/compare?ids=${form![1]}`).expect(200);
    expect(count(opened.text, 'data-testid="compare-model"')).toBe(1);
  });

  it('is on the model page, in its language', async () => {
    const model = models(1)[0]!;
    const res = await get(modelPath(model.alias, model.id, 'en')).expect(200);
    expect(res.text).toContain('<form class="compare-toggle compare-toggle--page" action="/en/compare" method="get">');
  });
});
