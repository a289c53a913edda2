// The manufacturer list and the manufacturer page in Chromium against the
// production build: search after the 1 s pause, the category cascade, sort and
// pagination with back/forward, the form without JavaScript, tabs by click and
// by address, the plugin hash scroll, the partnership form keeping its entries
// on failure, and the layouts at 375 and 1440 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ManufacturerPageDto, ManufacturersDto } from '#shared/api/dto.ts';
import { FILTER_DEBOUNCE_MS } from '#shared/constants.ts';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const SHOTS = 'test-results/screenshots';
/** A cold list page asks the upstream for each row's counters and regions: give it time on a busy machine. */
const POLL = { timeout: 15_000 };
let harness: Harness;
/** A company that offers every tab, with plugins and videos. */
let rich: ManufacturerPageDto;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness({ demoFaults: true });
  const demo = harness.app.demoUpstream!;
  const candidates = demo.dataset.companies.filter(
    (c) => c.tariff_plan.features.allowPlugin && c.tariff_plan.features.allowVideo && c.tariff_plan.features.allowAffiliateProgram && c.partnership_status === 'PUBLISHED' && c.plugins.length > 0,
  );
  for (const company of candidates) {
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    if (data.plugins.length > 0 && data.tabs.length === 6) {
      rich = data;
      break;
    }
  }
  if (rich === undefined) throw new Error('the demo dataset has no company with published plugins and every tab');
});
afterAll(async () => {
  await harness?.close();
});

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${harness.origin}${path}${path.includes('?') ? '&' : '?'}lang=ru`)).json()) as T;
}

async function visit(path: string, options: { width?: number; height?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(harness, options);
  // Not in the video players' frames, whose storage is not ours to touch.
  await watched.context.addInitScript(() => {
    if (window.top === window) window.localStorage.setItem('cookie-notice-accepted', '1');
  });
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  return watched;
}

const rowIds = (page: Page) => page.locator('[data-testid="manufacturer-row"]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));
const searchOf = (page: Page) => new URL(page.url()).search;
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __marker: 'kept' }));
const markerKept = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'kept');

describe('/manufacturers with JavaScript', () => {
  it('applies the search after the pause, without a reload', async () => {
    const { page, documents, problems, context } = await visit('/manufacturers');
    await markWindow(page);
    const target = (await api<ManufacturersDto>('/api/manufacturers?page=2')).items[0]!;
    const typedAt = Date.now();
    await page.locator('[data-testid="manufacturers-search"]').fill(target.name);
    expect(searchOf(page)).toBe('');
    await page.waitForURL((url) => url.searchParams.get('search') === target.name);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(FILTER_DEBOUNCE_MS - 100);
    await expect.poll(() => rowIds(page), POLL).toContain(target.id);
    expect(documents).toHaveLength(1);
    expect(await markerKept(page)).toBe(true);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('category → type cascade, sort and pagination, with back and forward', async () => {
    const { page, problems, context, documents } = await visit('/manufacturers');
    const first = await rowIds(page);
    await page.locator('[data-testid="pagination-next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => rowIds(page), POLL).not.toEqual(first);
    const second = await rowIds(page);
    expect(second).toHaveLength(30);
    await page.goBack();
    await expect.poll(() => rowIds(page), POLL).toEqual(first);
    await page.goForward();
    await expect.poll(() => rowIds(page), POLL).toEqual(second);

    await page.locator('#manufacturers-sort').selectOption('created_at');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'created_at' && !url.searchParams.has('page'));
    const byDate = await api<ManufacturersDto>('/api/manufacturers?sort=created_at');
    await expect.poll(() => rowIds(page), POLL).toEqual(byDate.items.map((item) => item.id));

    const facets = byDate.facets.categories;
    await page.locator('#manufacturers-category').selectOption(facets[0]!.value);
    await page.waitForURL((url) => url.searchParams.get('category') === facets[0]!.value);
    await expect.poll(() => page.locator('#manufacturers-type').isDisabled()).toBe(false);
    const typeValue = await page.locator('#manufacturers-type option').nth(1).getAttribute('value');
    await page.locator('#manufacturers-type').selectOption(typeValue!);
    await page.waitForURL((url) => url.searchParams.get('type') === typeValue);
    // A new category clears the type (spec §4).
    await page.locator('#manufacturers-category').selectOption(facets[1]!.value);
    await page.waitForURL((url) => url.searchParams.get('category') === facets[1]!.value && !url.searchParams.has('type'));
    await page.locator('[data-testid="manufacturers-reset"]').click();
    await page.waitForURL((url) => url.search === '');
    expect(documents).toHaveLength(1);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it("shows 'Ничего не найдено' for a search without results", async () => {
    const { page, problems, context } = await visit('/manufacturers?search=zzqqxx-nothing');
    await expect.poll(() => page.locator('[data-testid="manufacturers-not-found"]').textContent()).toContain('Ничего не найдено');
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('/manufacturers without JavaScript', () => {
  it('the GET form submits and lands on the canonical address', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${harness.origin}/manufacturers`);
    await page.locator('#manufacturers-sort').selectOption('created_at');
    await page.locator('.manufacturers-filters__submit').click();
    await page.waitForURL((url) => url.search === '?sort=created_at');
    expect(await page.locator('[data-testid="manufacturer-row"]').count()).toBe(30);
    await context.close();
  });
});

describe('manufacturer page', () => {
  const base = () => `/manufacturer/${rich.company.alias}/${rich.company.id}`;

  it('switches tabs by click in place, by address, and with back and forward', async () => {
    const { page, documents, problems, apiCalls, context } = await visit(base());
    await markWindow(page);
    await page.locator('[data-testid="manufacturer-tabs"] a[data-tab="about"]').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'about');
    await page.locator('[data-testid="tab-panel-about"]').waitFor();
    await page.locator('[data-testid="manufacturer-tabs"] a[data-tab="publications"]').click();
    await page.locator('[data-testid="tab-panel-publications"]').waitFor();
    await page.goBack();
    await page.locator('[data-testid="tab-panel-about"]').waitFor();
    await page.goBack();
    await page.locator('[data-testid="tab-panel-products"]').waitFor();
    await page.goForward();
    await page.locator('[data-testid="tab-panel-about"]').waitFor();
    expect(await page.title()).toContain(rich.company.name);
    // The tabs' data came with the page: switching loads nothing.
    expect(apiCalls.filter((url) => new URL(url).pathname.startsWith('/api/manufacturers'))).toEqual([]);
    expect(documents).toHaveLength(1);
    expect(await markerKept(page)).toBe(true);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('opens a tab by its address and scrolls to the plugin the hash names', async () => {
    const plugin = rich.plugins[0]!;
    const { page, problems, context } = await visit(`${base()}?tab=plugins#${plugin.id}`, { width: 1440, height: 500 });
    const box = await page.locator(`#plugin-${plugin.id}`).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(500);
    expect(box!.y + box!.height).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('products: the search applies after the pause and pagination moves in place', async () => {
    const { page, problems, context, documents } = await visit(base());
    const model = rich.products.models[0]!;
    await page.locator('[data-testid="products-search"]').fill(model.name);
    await page.waitForURL((url) => url.searchParams.get('search') === model.name);
    await expect.poll(() => page.locator('[data-testid="model-card"]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-model-id'))))).toContain(model.id);
    expect(documents).toHaveLength(1);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('the partnership form keeps every entry when the send fails, then sends; a webhook failure is not the visitor’s (spec §8)', async () => {
    const demo = harness.app.demoUpstream!;
    const { page, problems, context } = await visit(`${base()}?tab=partnership`);
    await page.locator('#partnership-name').fill('Иван');
    await page.locator('#partnership-email').fill('not-an-email');
    await page.locator('#partnership-message').fill('Хотим стать дилером');
    await page.locator('[data-testid="partnership-submit"]').click();
    // The browser's own check names the field; nothing is sent.
    await expect.poll(() => page.locator('#partnership-email').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#partnership-email').fill('ivan@example.com');
    await page.locator('#partnership-consent').check();
    // The portal itself does not answer: the form says so and keeps every entry.
    await page.route('**/api/manufacturers/*/partnership*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable', statusCode: 503 } }) }));
    await page.locator('[data-testid="partnership-submit"]').click();
    await page.locator('[data-testid="partnership-failure"]').waitFor();
    expect(await page.locator('#partnership-name').inputValue()).toBe('Иван');
    expect(await page.locator('#partnership-email').inputValue()).toBe('ivan@example.com');
    expect(await page.locator('#partnership-message').inputValue()).toBe('Хотим стать дилером');
    expect(await page.locator('#partnership-consent').isChecked()).toBe(true);
    await page.unroute('**/api/manufacturers/*/partnership*');
    // The automation webhook fails: the request is kept (help desk) and confirmed.
    demo.faults.set('/webhook/partnership', { kind: 'status', status: 500 });
    await page.locator('[data-testid="partnership-submit"]').click();
    await page.locator('[data-testid="partnership-sent"]').waitFor();
    demo.faults.clear();
    // The refused send is a network 503 in the console; anything else is a problem.
    expect(problems.filter((line) => !/503/.test(line))).toEqual([]);
    await context.close();
  });

  it('manufacturer names on catalogue cards lead to the manufacturer page', async () => {
    const { page, problems, context } = await visit('/models');
    const link = page.locator('[data-testid="model-card-company"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('[data-testid="manufacturer-header"]').waitFor();
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('videos tab (issue 22)', () => {
  for (const width of [375, 1440]) {
    it(`a poster and a caption for each video once, the player only when pressed, at ${width} px`, async () => {
      const { page, problems, context } = await visit(`/manufacturer/${rich.company.alias}/${rich.company.id}?tab=videos`, { width, height: 900 });
      const items = page.locator('[data-testid="manufacturer-video"]');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      const posters = await page.locator('[data-testid="video-poster"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(posters).size).toBe(posters.length);
      for (let i = 0; i < count; i += 1) expect((await items.nth(i).locator('figcaption').innerText()).trim()).not.toBe('');
      expect(await page.locator('[data-testid="manufacturer-videos"] iframe').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/manufacturer-videos-posters-${width}.png` });
      await page.locator('[data-testid="video-poster"]').first().click();
      await page.locator('[data-testid="manufacturer-videos"] iframe').first().waitFor({ state: 'attached' });
      expect(await page.locator('[data-testid="manufacturer-videos"] iframe').count()).toBe(1);
      expect(new URL(page.url()).search).toBe('?tab=videos');
      expect(problems.filter((problem) => !/youtube|rutube|vk\.com|vkvideo/i.test(problem)), problems.join('\n')).toEqual([]);
      await context.close();
    });
  }
});

describe('no empty tab, chip or row is offered (decision 0032, issue 22)', () => {
  for (const width of [375, 1440]) {
    it(`a company whose tariff allows plugins and videos but has none shows neither tab at ${width} px; no chip says 0; no empty regions row`, async () => {
      const demo = harness.app.demoUpstream!;
      const candidates = demo.dataset.companies.filter(
        (c) => c.tariff_plan.features.allowPlugin && c.tariff_plan.features.allowVideo && c.plugins.length === 0 && c.videos.length === 0 && !c.link_video && c.sections.some((s) => s.models_count === 0),
      );
      const company = candidates[0]!;
      expect(company, 'a demo company with empty plugin and video tabs').toBeDefined();
      const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
      const base = `/manufacturer/${data.company.alias}/${company.id}`;
      const { page, problems, context } = await visit(base, { width, height: 900 });
      const tabs = await page.locator('[data-testid="manufacturer-tabs"] a').evaluateAll((links) => links.map((link) => link.getAttribute('data-tab')));
      expect(tabs).toEqual(data.tabs);
      expect(tabs).not.toContain('plugins');
      expect(tabs).not.toContain('videos');
      // Every offered tab is reachable in the row: none is cut off without a way to scroll to it.
      for (const tab of tabs) {
        const link = page.locator(`[data-testid="manufacturer-tabs"] a[data-tab="${tab}"]`);
        await link.scrollIntoViewIfNeeded();
        expect(await link.isVisible(), tab!).toBe(true);
      }
      const counts = await page.locator('[data-testid="manufacturer-sections"] .chip__count').allTextContents();
      expect(counts.length).toBeGreaterThan(0);
      expect(counts.map((count) => count.trim())).not.toContain('0');
      await page.screenshot({ path: `${SHOTS}/manufacturer-sparse-${width}.png` });

      // An empty tab's address lands on the products tab, in place.
      await page.goto(`${harness.origin}${base}?tab=videos`);
      await waitForHydration(page);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('[data-testid="manufacturer-page"]').getAttribute('data-tab')).toBe('products');

      await page.locator('[data-testid="manufacturer-tabs"] a[data-tab="about"]').click();
      await page.waitForURL((url) => url.search === '?tab=about');
      await page.locator('[data-testid="manufacturer-about"]').waitFor();
      expect(await page.locator('[data-testid="manufacturer-about"]').textContent()).not.toContain('Регионы не указаны');
      if (data.regions.length === 0) expect(await page.locator('[data-testid="about-regions"]').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/manufacturer-sparse-about-${width}.png`, fullPage: true });
      expect(problems, problems.join('\n')).toEqual([]);
      await context.close();
    });
  }
});

describe('screenshots at 375 px and 1440 px', () => {
  for (const width of [375, 1440]) {
    it(`list and every tab at ${width} px without sideways scroll`, async () => {
      const { page, problems, context } = await visit('/manufacturers', { width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/manufacturers-${width}.png` });
      for (const tab of rich.tabs) {
        await page.goto(`${harness.origin}/manufacturer/${rich.company.alias}/${rich.company.id}${tab === 'products' ? '' : `?tab=${tab}`}`);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${SHOTS}/manufacturer-${tab}-${width}.png` });
      }
      expect(problems, problems.join('\n')).toEqual([]);
      await context.close();
    });
  }
});
