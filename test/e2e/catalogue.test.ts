// The catalogue (/models) in Chromium against the production build: filters
// applied after the debounce without a reload, the category -> type -> class
// cascade, back/forward, the page size by window width, quick tags in local
// storage, the form without JavaScript, the list view, reset and the
// not-found state; screenshots at 375 and 1440 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CatalogueFacetsDto, CatalogueSearchDto } from '#shared/api/dto.ts';
import { FILTER_DEBOUNCE_MS, QUICK_TAGS_STORAGE_KEY } from '#shared/constants.ts';
import { GROUP_COLLAPSED_COUNT } from '#client/routes/models/option-lists.ts';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;
let facets: CatalogueFacetsDto;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
  facets = (await (await fetch(`${harness.origin}/api/catalogue/facets?lang=ru`)).json()) as CatalogueFacetsDto;
});
afterAll(async () => {
  await harness?.close();
});

async function visit(path: string, options: { width?: number; height?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(harness, options);
  // The cookie notice is the shell's business; keep it out of the way and out of the screenshots.
  await watched.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  return watched;
}

async function search(query: string): Promise<CatalogueSearchDto> {
  return (await (await fetch(`${harness.origin}/api/models${query}${query ? '&' : '?'}lang=ru`)).json()) as CatalogueSearchDto;
}

const cardIds = (page: Page) => page.locator('[data-testid="model-card"]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-model-id'))));
const searchOf = (page: Page) => new URL(page.url()).search;
/** Survives client-side navigation, disappears on a document load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __catalogueMarker: 'kept' }));
const markerKept = (page: Page) => page.evaluate(() => (window as unknown as { __catalogueMarker?: string }).__catalogueMarker === 'kept');
const checkbox = (page: Page, name: string, value: string) => page.locator(`#catalogue-filters input[name="${name}"][value="${value}"]`);

describe('filters with JavaScript', () => {
  it('applies a ticked checkbox after the debounce, without a reload, and the cards change', async () => {
    const { page, documents, problems, context } = await visit('/models');
    await markWindow(page);
    const before = await cardIds(page);
    const file = facets.files.find((option) => option.value === 'rfa') ?? facets.files[0]!;
    const expected = await search(`?files=${file.value}`);
    const clickedAt = Date.now();
    await checkbox(page, 'files', file.value).check();
    // The box shows the change at once; the address waits for the debounce.
    expect(await checkbox(page, 'files', file.value).isChecked()).toBe(true);
    expect(searchOf(page)).toBe('');
    await expect.poll(() => page.locator('[data-testid="filters-count"]').textContent()).toBe('1');
    await page.waitForURL((url) => url.search === `?files=${file.value}`);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(FILTER_DEBOUNCE_MS - 100);
    await expect.poll(() => cardIds(page)).toEqual(expected.models.map((model) => model.id));
    expect(await cardIds(page)).not.toEqual(before);
    expect(await page.locator('[data-testid="catalogue-total"]').textContent()).toMatch(/^Найден[оа] [\d\s]+ модел/);
    expect(documents).toHaveLength(1);
    expect(await markerKept(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('merges quick successive changes into one navigation', async () => {
    const { page, apiCalls, problems, context } = await visit('/models');
    const [a, b] = facets.files;
    // Both clicks 300 ms apart by the page's own clock: between two Playwright actions on a loaded
    // CI machine the gap grew past the 1 s debounce, and the test saw two honest navigations.
    // A timer due before the debounce's always runs first, so the second change lands inside it.
    await page.evaluate(
      async ([first, second]) => {
        const box = (value: string) => document.querySelector<HTMLInputElement>(`#catalogue-filters input[name="files"][value="${value}"]`)!;
        box(first).click();
        await new Promise((resolve) => setTimeout(resolve, 300));
        box(second).click();
      },
      [a!.value, b!.value] as const,
    );
    expect(await checkbox(page, 'files', a!.value).isChecked()).toBe(true);
    expect(await checkbox(page, 'files', b!.value).isChecked()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('files') === `${a!.value}-${b!.value}`);
    await page.waitForTimeout(FILTER_DEBOUNCE_MS + 300);
    expect(apiCalls.filter((url) => new URL(url).pathname === '/api/models')).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the old cards, dimmed and busy, while the search runs', async () => {
    const { page, problems, context } = await visit('/models');
    const before = await cardIds(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/models?*', async (route) => {
      await held;
      await route.continue();
    });
    await checkbox(page, 'files', 'dwg').check();
    const results = page.locator('[data-testid="catalogue-results"]');
    await expect.poll(() => results.getAttribute('aria-busy'), { timeout: 5_000 }).toBe('true');
    expect(await results.locator('[role="status"]').count()).toBe(1);
    expect(await cardIds(page)).toEqual(before);
    release();
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => cardIds(page)).not.toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches from the toolbar after the debounce, or at once with Enter', async () => {
    const { page, documents, problems, context } = await visit('/models');
    const box = page.locator('[data-testid="catalogue-search"]');
    await box.fill('Дверь ');
    // The box keeps what was typed, trailing space included.
    expect(await box.inputValue()).toBe('Дверь ');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Дверь');
    await expect.poll(() => page.locator('[data-testid="catalogue-title"]').textContent(), { timeout: 10_000 }).toContain('Дверь');
    await box.fill('Окно');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Окно', { timeout: FILTER_DEBOUNCE_MS - 200 });
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the types of a chosen category at once and a new category clears type and class', async () => {
    const { page, apiCalls, problems, context } = await visit('/models?categories=1&types=101&classes=1001');
    const types = page.locator('#filter-types');
    const classes = page.locator('#filter-classes');
    expect(await types.inputValue()).toBe('101');
    expect(await classes.inputValue()).toBe('1001');
    const nextCategory = facets.categories.find((option) => option.value !== '1')!;
    const expectedTypes = (await (await fetch(`${harness.origin}/api/catalogue/types?category=${nextCategory.value}&lang=ru`)).json()) as Array<{ value: string; label: string }>;
    expect(expectedTypes.length).toBeGreaterThan(0);
    await page.locator('#filter-categories').selectOption(nextCategory.value);
    // Before the debounced search: the new category's types are loaded, type and class are cleared.
    await expect.poll(() => types.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))).toEqual(expectedTypes.map((type) => type.value));
    expect(await types.inputValue()).toBe('');
    expect(await classes.inputValue()).toBe('');
    expect(await classes.isDisabled()).toBe(true);
    expect(apiCalls.some((url) => new URL(url).pathname === '/api/catalogue/types')).toBe(true);
    expect(searchOf(page)).toBe('?categories=1&types=101&classes=1001');
    // Choosing a type loads its classes; the address follows after the debounce.
    await types.selectOption(expectedTypes[0]!.value);
    await expect.poll(() => classes.isDisabled()).toBe(false);
    await page.waitForURL((url) => url.search === `?categories=${nextCategory.value}&types=${expectedTypes[0]!.value}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('restores the filter and the cards on back and forward', async () => {
    const { page, documents, problems, context } = await visit('/models');
    const first = await cardIds(page);
    await checkbox(page, 'files', 'ifc').check();
    await page.waitForURL((url) => url.search === '?files=ifc');
    await expect.poll(() => cardIds(page)).not.toEqual(first);
    const filtered = await cardIds(page);
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => cardIds(page)).toEqual(first);
    expect(await checkbox(page, 'files', 'ifc').isChecked()).toBe(false);
    await page.goForward();
    await page.waitForURL((url) => url.search === '?files=ifc');
    await expect.poll(() => cardIds(page)).toEqual(filtered);
    expect(await checkbox(page, 'files', 'ifc').isChecked()).toBe(true);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to the list view without a new search and keeps the page', async () => {
    const { page, apiCalls, problems, context } = await visit('/models?page=2');
    const ids = await cardIds(page);
    const searches = () => apiCalls.filter((url) => new URL(url).pathname === '/api/models').length;
    const before = searches();
    await page.locator('[data-testid="view-list"]').click();
    await page.waitForURL((url) => url.search === '?view=list&page=2');
    await expect.poll(() => page.locator('[data-testid="model-list-item"]').count()).toBe(ids.length);
    expect(await page.locator('[data-testid="model-list-item"]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-model-id'))))).toEqual(ids);
    expect(searches()).toBe(before);
    await page.screenshot({ path: `${SHOTS}/catalogue-list-1440.png` });
    await page.locator('[data-testid="view-card"]').click();
    await page.waitForURL((url) => url.search === '?page=2');
    await expect.poll(() => cardIds(page)).toEqual(ids);
    expect(searches()).toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("'reset all' strips the query", async () => {
    const { page, problems, context } = await visit('/models?files=rfa&sort=new&categories=1&page=2');
    await page.locator('[data-testid="reset-all"]').click();
    await page.waitForURL((url) => url.pathname === '/models' && url.search === '');
    await expect.poll(() => page.locator('#catalogue-filters input:checked').count()).toBe(0);
    expect(await page.locator('#filter-categories').inputValue()).toBe('');
    expect(await page.locator('[data-testid="catalogue-sort"]').inputValue()).toBe('popular');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches the manufacturer list in the browser and shows all on demand', async () => {
    const { page, problems, context } = await visit('/models');
    const boxes = page.locator('#catalogue-filters input[name="manufacturers"]');
    const initial = await boxes.count();
    expect(initial).toBeLessThan(facets.manufacturers.length);
    const target = facets.manufacturers.at(-1)!;
    await page.locator('[data-testid="manufacturer-search"]').fill(target.label.slice(0, 6));
    await expect.poll(() => checkbox(page, 'manufacturers', target.value).count()).toBe(1);
    await page.locator('[data-testid="manufacturer-search"]').fill('');
    await page.locator('[data-testid="manufacturers-more"]').click();
    await expect.poll(() => boxes.count()).toBe(facets.manufacturers.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('page size by window width (spec §9)', () => {
  it('shows 40 cards at 1024 px and 48 at 1440 px', async () => {
    const medium = await visit('/models', { width: 1024 });
    await expect.poll(() => medium.page.locator('[data-testid="model-card"]').count()).toBe(40);
    expect(medium.problems).toEqual([]);
    await medium.context.close();
    const wide = await visit('/models', { width: 1440 });
    await wide.page.waitForTimeout(500);
    expect(await wide.page.locator('[data-testid="model-card"]').count()).toBe(48);
    expect(wide.apiCalls.filter((url) => new URL(url).pathname === '/api/models')).toEqual([]);
    await wide.context.close();
  });
});

describe('quick tags', () => {
  it('are seeded once, persist across reloads and toggle their value in the address', async () => {
    const { page, problems, context } = await visit('/models');
    const tags = page.locator('[data-testid="quick-tag"]');
    await expect.poll(() => tags.count()).toBeGreaterThan(0);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), QUICK_TAGS_STORAGE_KEY);
    const parsed = JSON.parse(stored ?? '[]') as Array<{ tagName: string; value: string }>;
    expect(parsed.length).toBe(await tags.count());
    expect(parsed.length).toBeLessThanOrEqual(12);
    // Storage holds values; the chips are labelled from the page's options.
    expect(await tags.evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-tag')))).toEqual(parsed.map((tag) => `${tag.tagName}:${tag.value}`));
    const labels = await tags.allTextContents();

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tags.allTextContents()).toEqual(labels);

    const tag = parsed[0]!;
    await tags.first().click();
    await expect.poll(() => tags.first().getAttribute('aria-pressed')).toBe('true');
    await page.waitForURL((url) => (url.searchParams.get(tag.tagName) ?? '').split('-').includes(tag.value));
    await tags.first().click();
    await page.waitForURL((url) => url.search === '');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remember a newly ticked value at the front', async () => {
    const { page, problems, context } = await visit('/models');
    await expect.poll(() => page.locator('[data-testid="quick-tag"]').count()).toBeGreaterThan(0);
    const room = facets.rooms.at(-1)!;
    // Long groups collapse behind 'show all'.
    const box = checkbox(page, 'rooms', room.value);
    expect(await box.isVisible()).toBe(false);
    await page.locator('[data-testid="group-rooms"] .filter-group__more').click();
    await box.check();
    await expect.poll(() => page.locator('[data-testid="quick-tag"]').first().textContent()).toBe(room.label);
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), QUICK_TAGS_STORAGE_KEY)) ?? '[]') as Array<{ value: string }>;
    expect(stored[0]).toEqual({ tagName: 'rooms', value: room.value });
    expect(stored.length).toBeLessThanOrEqual(12);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('quick tags across a language switch', () => {
  const chips = (page: Page) =>
    page.locator('[data-testid="quick-tag"]').evaluateAll((list) => list.map((chip) => ({ tag: chip.getAttribute('data-tag'), label: chip.textContent })));

  it('label the same stored values in the language of each page, and read lists saved with labels', async () => {
    const en = (await (await fetch(`${harness.origin}/api/catalogue/facets?lang=en`)).json()) as CatalogueFacetsDto;
    const rooms = (list: CatalogueFacetsDto) => new Map(list.rooms.map((option) => [option.value, option.label]));
    const roof = facets.rooms.find((option) => option.label === 'Кровля') ?? facets.rooms[0]!;
    const classroom = en.rooms.find((option) => option.label === 'Classroom') ?? en.rooms.at(-1)!;
    expect(rooms(en).get(roof.value)).not.toBe(roof.label);
    const watched = await openPage(harness, { width: 1440, height: 900 });
    const { page, problems, context } = watched;
    // A list saved before values-only storage: a Russian and an English label, and junk.
    await context.addInitScript(
      ([key, list]) => {
        if (window.sessionStorage.getItem('seeded')) return;
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('cookie-notice-accepted', '1');
        window.localStorage.setItem(key, list);
      },
      [
        QUICK_TAGS_STORAGE_KEY,
        JSON.stringify([
          { tagName: 'rooms', value: roof.value, label: roof.label },
          { tagName: 'rooms', value: classroom.value, label: 'Classroom' },
          { tagName: 'rooms', value: 'not a value', label: 'Мусор' },
          { tagName: 'categories', value: '1', label: 'Not a list filter' },
        ]),
      ] as const,
    );
    await page.goto(`${harness.origin}/models`);
    await waitForHydration(page);
    const wanted = [`rooms:${roof.value}`, `rooms:${classroom.value}`];
    await expect.poll(async () => (await chips(page)).slice(0, 2).map((chip) => chip.tag)).toEqual(wanted);
    const ruChips = (await chips(page)).slice(0, 2);
    expect(ruChips.map((chip) => chip.label)).toEqual([roof.label, rooms(facets).get(classroom.value)]);
    expect(ruChips.map((chip) => chip.label)).not.toContain('Classroom');
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), QUICK_TAGS_STORAGE_KEY)) ?? '[]') as unknown[];
    expect(stored.slice(0, 2)).toEqual([
      { tagName: 'rooms', value: roof.value },
      { tagName: 'rooms', value: classroom.value },
    ]);
    expect(JSON.stringify(stored)).not.toContain('label');

    // The language switch: the same chips, in English.
    await page.locator('[data-testid="lang-switch"] [data-lang="en"]').first().click();
    await page.waitForURL(/\/en\/models$/);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(async () => (await chips(page)).slice(0, 2).map((chip) => chip.label)).toEqual([rooms(en).get(roof.value), 'Classroom']);
    expect((await chips(page)).map((chip) => chip.label)).not.toContain(roof.label);

    // Back on the Russian page, the same values are Russian again.
    await page.locator('[data-testid="lang-switch"] [data-lang="ru"]').first().click();
    await page.waitForURL((url) => url.pathname === '/models');
    await waitForHydration(page);
    await expect.poll(async () => (await chips(page)).slice(0, 2).map((chip) => chip.label)).toEqual([roof.label, rooms(facets).get(classroom.value)]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('submits the GET form and lands on the canonical, hyphen-joined address with filtered cards', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${harness.origin}/models`);
    const [a, b] = [facets.files[0]!, facets.files[1]!];
    await checkbox(page, 'files', a.value).check();
    await checkbox(page, 'files', b.value).check();
    await page.locator('[data-testid="filters-submit"]').click();
    await page.waitForURL((url) => url.searchParams.has('files'));
    expect(searchOf(page)).toBe(`?files=${a.value}-${b.value}`);
    const expected = await search(`?files=${a.value}-${b.value}`);
    expect(await cardIds(page)).toEqual(expected.models.map((model) => model.id));
    expect(await checkbox(page, 'files', a.value).isChecked()).toBe(true);
    await context.close();
  });

  it('opens the filter drawer on a phone through its link', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${harness.origin}/models`);
    const drawer = page.locator('#catalogue-filters');
    expect(await drawer.isVisible()).toBe(false);
    await page.locator('[data-testid="filters-toggle"]').click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await context.close();
  });
});

describe('long option lists', () => {
  // A list of more than GROUP_COLLAPSED_COUNT + 1 options shows the first ones, and the ticked
  // ones wherever they are, until 'show all' (a CSS toggle, so it works without script too).
  const shown = (page: Page) =>
    page.$$eval('[data-testid="group-rooms"] .filter-options > li', (items) => items.filter((item) => getComputedStyle(item).display !== 'none').map((item) => item.querySelector('input')!.value));

  for (const javaScriptEnabled of [true, false]) {
    it(`collapse behind 'show all' ${javaScriptEnabled ? 'with' : 'without'} JavaScript, ticked options always in view`, async () => {
      const rooms = facets.rooms.map((option) => option.value);
      expect(rooms.length).toBeGreaterThan(GROUP_COLLAPSED_COUNT + 1);
      const ticked = rooms[GROUP_COLLAPSED_COUNT + 3]!;
      const context = await harness.browser.newContext({ javaScriptEnabled, viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
      const page = await context.newPage();
      await page.goto(`${harness.origin}/models?rooms=${ticked}`);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await shown(page)).toEqual([...rooms.slice(0, GROUP_COLLAPSED_COUNT), ticked]);
      await page.locator('[data-testid="group-rooms"] .filter-group__more').click();
      await expect.poll(() => shown(page)).toEqual(rooms);
      await context.close();
    });
  }
});

describe('not found', () => {
  it('offers to reset the filters and to request the model', async () => {
    const { page, problems, context } = await visit('/models?search=zzqqxxnothing&files=rfa');
    const state = page.locator('[data-testid="catalogue-not-found"]');
    expect(await state.textContent()).toContain('Ничего не найдено');
    await page.locator('[data-testid="request-model-toggle"]').click();
    await expect.poll(() => page.locator('[data-testid="catalogue-not-found"] [data-testid="request-model"]').isVisible()).toBe(true);
    await page.locator('[data-testid="not-found-reset"]').click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.locator('[data-testid="model-card"]').count()).toBe(48);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('screenshots at 375 px and 1440 px', () => {
  for (const width of [375, 1440]) {
    it(`results at ${width} px: no console error, no sideways scroll`, async () => {
      const { page, problems, context } = await visit('/models?files=rfa', { width });
      await expect.poll(() => page.locator('[data-testid="quick-tag"]').count()).toBeGreaterThan(0);
      await page.evaluate(() => {
        for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
      });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/catalogue-results-${width}.png` });
      await page.locator('[data-testid="pagination"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/catalogue-pagination-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`not found at ${width} px`, async () => {
      const { page, problems, context } = await visit('/models?search=zzqqxxnothing', { width });
      await page.locator('[data-testid="request-model-toggle"]').click();
      await page.locator('[data-testid="catalogue-not-found"] [data-testid="request-model"]').waitFor();
      await page.screenshot({ path: `${SHOTS}/catalogue-not-found-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('filter drawer open at 375 px: focus inside, Escape closes it', async () => {
    const { page, problems, context } = await visit('/models?files=rfa&categories=1', { width: 375, height: 812 });
    const toggle = page.locator('[data-testid="filters-toggle"]');
    expect(await toggle.textContent()).toContain('1');
    await toggle.click();
    const drawer = page.locator('#catalogue-filters');
    await expect.poll(() => drawer.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest('#catalogue-filters') !== null)).toBe(true);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/catalogue-filters-375.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a window narrowed past the breakpoint hides the panel without sliding it; the toggle still slides it in', async () => {
    const { page, problems, context } = await visit('/models', { width: 1440, height: 900 });
    const drawer = page.locator('#catalogue-filters');
    // The most animations the drawer ran at once over the next 20 frames.
    const animationsOver20Frames = () =>
      drawer.evaluate(async (element) => {
        let most = 0;
        for (let frame = 0; frame < 20; frame += 1) {
          most = Math.max(most, element.getAnimations().length);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return most;
      });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await animationsOver20Frames()).toBe(0);
    expect(await drawer.isVisible()).toBe(false);
    await page.locator('[data-testid="filters-toggle"]').click();
    expect(await animationsOver20Frames()).toBeGreaterThan(0);
    await expect.poll(() => drawer.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sidebar at 1024 px', async () => {
    const { page, problems, context } = await visit('/models', { width: 1024, height: 900 });
    await expect.poll(() => page.locator('[data-testid="model-card"]').count()).toBe(40);
    await page.screenshot({ path: `${SHOTS}/catalogue-results-1024.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect(problems).toEqual([]);
    await context.close();
  });
});
