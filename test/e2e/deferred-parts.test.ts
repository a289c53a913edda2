// Decision 0018: shell parts whose code is not in the first load (header search,
// header actions, mobile menu, footer, cookie notice, loading bar) are rendered whole by the
// server, load by themselves as hydration reaches them, hydrate without moving anything,
// and answer the first interaction once the page reports itself hydrated. So do the page
// parts deferred since (like votes, article comments, catalogue body, manufacturer tabs and
// rows, the model page's blocks).
import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';

const SHOTS = 'test-results/screenshots';
const DEFERRED_CHUNK = /\/assets\/(header-search|header-actions|mobile-menu|footer|cookie-notice|loading-bar)-[\w-]+\.js$/;
const WATCHED = ['.site-header', '.site-nav', '.header-actions', '[data-testid="menu-toggle"]', '[data-testid="header-search"]', '.header-search-toggle', '#main', '#site-footer'];

let harness: Harness;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

type Boxes = Record<string, number[] | null>;

function boxesOf(page: Page): Promise<Boxes> {
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [selector, null];
          const box = element.getBoundingClientRect();
          return [selector, [box.x, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n))];
        }),
      ),
    WATCHED,
  );
}

/**
 * Holds every chunk `pattern` matches until `release` is called, so the page can be measured with
 * them pending; `held` lists what was asked for (its URL, or the name `nameOf` gives it).
 */
async function holdChunks(page: Page, pattern: RegExp, nameOf: (url: string) => string = (url) => url): Promise<{ held: string[]; release: () => void }> {
  const held: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    held.push(nameOf(route.request().url()));
    await gate;
    await route.continue();
  });
  return { held, release: () => release() };
}

describe('deferred shell parts (decision 0018)', () => {
  for (const [width, path] of [
    [375, '/'],
    [1440, '/'],
    [375, '/models'],
    [1440, '/for-manufacturers'],
  ] as const) {
    it(`${path} at ${width} px: the server's HTML stays in place while their code loads, and nothing moves when it hydrates`, async () => {
      const { page, context, problems } = await openPage(harness, { width, height: 900 });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { held, release } = await holdChunks(page, DEFERRED_CHUNK);
      await page.goto(`${harness.origin}${path}`, { waitUntil: 'load' });
      const before = await boxesOf(page);
      // The page asks for them by itself (no interaction), and is not reported hydrated while they are pending.
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(2);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      expect(await page.locator('[data-testid="header-search-input"]').count()).toBe(1);
      expect(await page.locator('#site-footer').count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/deferred-pending${path.replaceAll('/', '-')}-${width}.png` });

      release();
      await waitForHydration(page);
      const after = await boxesOf(page);
      await page.screenshot({ path: `${SHOTS}/deferred-hydrated${path.replaceAll('/', '-')}-${width}.png` });
      expect(after).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('at 375 px the first tap on the menu button opens the menu, and a link in it navigates in the app', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 375, height: 800 });
    await page.goto(`${harness.origin}/`);
    await waitForHydration(page);
    await page.locator('[data-testid="menu-toggle"]').click();
    const menu = page.locator('[data-testid="mobile-menu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator('a[href="/models"]').first().click();
    await page.waitForURL(`${harness.origin}/models`);
    expect(await menu.isVisible()).toBe(false);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 1440 px the first click on a footer link navigates in the app and the first OK closes the cookie notice', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 1440, height: 900 });
    await page.goto(`${harness.origin}/articles`);
    await waitForHydration(page);
    const notice = page.locator('[data-testid="cookie-notice"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    await notice.getByRole('button').click();
    await expect.poll(() => notice.isVisible()).toBe(false);
    await page.locator('footer a[href="/about"]').first().click();
    await page.waitForURL(`${harness.origin}/about`);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the server renders them into the page, without a hidden copy or an inline script to reveal them', async () => {
    const response = await fetch(`${harness.origin}/models`);
    const html = await response.text();
    expect(html).toContain('data-testid="header-search"');
    expect(html).toContain('id="site-footer"');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC');
  });
});

describe('deferred page parts: like votes and the article comments (decision 0018, second pass)', () => {
  // The parts' own chunks (an 8-character hash), never a like-votes-slot-<hash> chunk the pages import statically.
  const PAGE_PART_CHUNK = /\/assets\/(like-votes|article-comments)-[\w-]{8}\.js$/;
  const paths = async (): Promise<Array<[string, string]>> => {
    const { dataset } = harness.app.demoUpstream!;
    const model = dataset.models[3]!;
    const { model: dto } = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
    const article = dataset.articles.find((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.articles && a.lang_versions[0]?.status_lang === 'Published')!;
    return [
      [`/model/${dto.alias}/${model.id}`, 'model'],
      [`/articles/${article.id}`, 'article'],
    ];
  };

  for (const width of [375, 1440]) {
    it(`at ${width} px they keep the server's HTML while their code loads, also after the page view is logged, and nothing moves when they hydrate`, async () => {
      for (const [path, testId] of await paths()) {
        const { page, context, problems } = await openPage(harness, { width, height: 900 });
        const { held, release } = await holdChunks(page, PAGE_PART_CHUNK);
        // The page view is a data submission sent at hydration: it must not re-render the pending part.
        const pageView = page.waitForResponse((response) => /^\/api\/(models|articles)\/\d+\/views$/.test(new URL(response.url()).pathname));
        await page.goto(`${harness.origin}${path}`, { waitUntil: 'load' });
        await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
        if (testId === 'article') await expect.poll(() => held.some((url) => url.includes('/assets/article-comments-'))).toBe(true);
        await pageView;
        await page.waitForTimeout(200);
        const like = page.locator(`[data-testid="${testId}-like"]`);
        const count = page.locator(`[data-testid="${testId}-like-count"]`);
        expect(await like.count(), path).toBe(1);
        expect(await count.textContent()).toMatch(/\d/);
        const before = await like.boundingBox();
        expect(await page.locator('html[data-hydrated]').count()).toBe(0);
        // Hydration keeps the server's nodes; a part rendered again from empty would replace them.
        await like.evaluate((node) => ((node as unknown as { serverNode: boolean }).serverNode = true));

        release();
        await waitForHydration(page);
        expect(await like.evaluate((node) => (node as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
        expect(await like.boundingBox()).toEqual(before);
        // Hydrated: the first click votes.
        await like.click();
        await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
        expect(problems, path).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('deferred page parts: the catalogue body (decision 0018, third pass)', () => {
  const BODY_CHUNK = /\/assets\/catalogue-body-[\w-]+\.js$/;
  // The filter panel's top and width (the script-only controls, manufacturer search and 'show all', keep their room unseen until hydration: .script-only).
  const BODY = ['[data-testid="catalogue-filters"] .catalogue-form', '[data-testid="catalogue-toolbar"]', '[data-testid="catalogue-total"]', '[data-testid="catalogue-grid"]', '.catalogue-results__body .pagination'];

  for (const width of [375, 1440]) {
    it(`/models at ${width} px: cards, filters and pagination stay the server's nodes while the body's code loads, nothing moves, and the first interaction works`, async () => {
      const { page, context, problems, documents } = await openPage(harness, { width, height: 900 });
      const { held, release } = await holdChunks(page, BODY_CHUNK);
      await page.goto(`${harness.origin}/models`, { waitUntil: 'load' });
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
      await page.waitForTimeout(200);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const measure = () =>
        page.evaluate(
          (selectors) =>
            selectors.map((selector) => {
              const element = document.querySelector(selector);
              if (!element) return null;
              const box = element.getBoundingClientRect();
              const height = element.classList.contains('catalogue-form') ? 0 : box.height;
              // Below the quick tags, only the sizes: the stored tags, read after hydration, may wrap into a second row at 1440 px.
              const below = !element.closest('[data-testid="catalogue-filters"]') && element.getAttribute('data-testid') !== 'catalogue-toolbar';
              return [box.x, below ? 0 : box.y + window.scrollY, box.width, height].map((n) => Math.round(n));
            }),
          BODY,
        );
      const before = await measure();
      expect(before.every((box) => box !== null && box[2]! > 0)).toBe(true);
      expect(await page.locator('[data-testid="catalogue-grid"] a').count()).toBeGreaterThan(10);
      const grid = page.getByTestId('catalogue-grid');
      await grid.evaluate((node) => ((node as unknown as { serverNode: boolean }).serverNode = true));

      release();
      await waitForHydration(page);
      expect(await grid.evaluate((node) => (node as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
      expect(await measure()).toEqual(before);
      // Hydrated: the sort answers in the app (no new document), and the filters open on a phone.
      await page.getByTestId('catalogue-sort').selectOption('name');
      await page.waitForURL(/[?&]sort=name/);
      if (width === 375) {
        await page.getByTestId('filters-toggle').click();
        await expect.poll(() => page.locator('#catalogue-filters').isVisible()).toBe(true);
      }
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the manufacturer page tabs as deferred parts (decision 0018)', () => {
  const TAB_CHUNK = /\/assets\/(products|publications|plugins|videos|about|partnership)-tab-[\w-]+\.js$/;
  const tabOfChunk = (url: string) => /\/assets\/(\w+)-tab-/.exec(url)?.[1];

  /** A company that offers every tab (the tariff allows them all, the programme is published) and shows plugins. */
  async function richCompanyPath(): Promise<string> {
    const { dataset } = harness.app.demoUpstream!;
    for (const company of dataset.companies) {
      const features = company.tariff_plan.features;
      if (!features.allowPlugin || !features.allowVideo || !features.allowAffiliateProgram || company.partnership_status !== 'PUBLISHED' || company.plugins.length === 0) continue;
      const data = (await (await fetch(`${harness.origin}/api/manufacturers/${company.id}?lang=ru`)).json()) as { tabs: string[]; plugins: unknown[]; videos: unknown[]; company: { alias: string; id: number; video: unknown } };
      // Something in every tab: the videos tab has a player only with a video.
      if (data.tabs.length === 6 && data.plugins.length > 0 && (data.videos.length > 0 || data.company.video)) return `/manufacturer/${data.company.alias}/${data.company.id}`;
    }
    throw new Error('the demo dataset has no company with every tab');
  }

  /** Holds the tab chunks until `release`; `held` names the tabs asked for. */
  const holdTabChunks = (page: Page) => holdChunks(page, TAB_CHUNK, (url) => tabOfChunk(url) ?? '');

  const panelBoxes = (page: Page) =>
    page.evaluate(() =>
      ['[data-testid="manufacturer-tabs"]', '.manufacturer-panel', '.manufacturer-panel > *', '#site-footer'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? [box.x, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n)) : null;
      }),
    );

  for (const [width, start, content, next, nextContent] of [
    [1440, 'products', '[data-testid="products-grid"]', 'about', '[data-testid="manufacturer-about"]'],
    [375, 'plugins', '[data-testid="manufacturer-plugins"]', 'partnership', '[data-testid="manufacturer-partnership"]'],
  ] as const) {
    it(`at ${width} px the open tab (${start}) keeps the server's nodes until its code hydrates them, and a switch waits for the next tab's code`, async () => {
      const base = await richCompanyPath();
      const { page, context, problems, documents } = await openPage(harness, { width, height: 900 });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const first = await holdTabChunks(page);
      await page.goto(`${harness.origin}${base}${start === 'products' ? '' : `?tab=${start}`}`, { waitUntil: 'load' });
      // Only the open tab's code is asked for, by hydration itself.
      await expect.poll(() => first.held, { timeout: 10_000 }).toEqual([start]);
      await page.waitForTimeout(300);
      expect(first.held).toEqual([start]);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const server = page.locator(content);
      expect(await server.count()).toBe(1);
      await server.evaluate((node) => ((node as unknown as { serverNode: boolean }).serverNode = true));
      const before = await panelBoxes(page);

      first.release();
      await waitForHydration(page);
      expect(await server.evaluate((node) => (node as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
      expect(await panelBoxes(page)).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);

      // A switch to a tab whose code has not arrived: the open tab stays whole (no empty panel) until it has.
      await page.unroute(TAB_CHUNK);
      const second = await holdTabChunks(page);
      await page.locator(`[data-testid="manufacturer-tabs"] a[data-tab="${next}"]`).click();
      await expect.poll(() => second.held, { timeout: 10_000 }).toEqual([next]);
      await page.waitForTimeout(500);
      expect(await page.locator(`[data-testid="tab-panel-${start}"]`).count()).toBe(1);
      expect(await server.isVisible()).toBe(true);
      expect(await page.locator(nextContent).count()).toBe(0);

      second.release();
      await page.locator(`[data-testid="tab-panel-${next}"] ${nextContent}`).waitFor();
      expect(await page.locator(content).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('tab')).toBe(next);
      expect(await page.locator(`[data-testid="manufacturer-tabs"] a[data-tab="${next}"]`).getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/deferred-manufacturer-${next}-${width}.png` });
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const width of [375, 1440]) {
    it(`at ${width} px a navigation into the page waits for the open tab's code and shows the page whole`, async () => {
      const base = await richCompanyPath();
      const { page, context, problems, documents } = await openPage(harness, { width, height: 900 });
      await page.goto(`${harness.origin}/manufacturers`);
      await waitForHydration(page);
      const { held, release } = await holdTabChunks(page);
      // Whether the panel had its tab in the very commit that put the page in (a MutationObserver runs after it).
      await page.evaluate(() => {
        const state = window as unknown as { panelAtMount?: number };
        new MutationObserver((_records, observer) => {
          const panel = document.querySelector('[data-testid="manufacturer-page"] .manufacturer-panel');
          if (!panel) return;
          state.panelAtMount = panel.childElementCount;
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.dataset.nav = '';
        document.body.append(link);
        link.click();
        link.remove();
      }, `${base}?tab=about`);
      await expect.poll(() => held, { timeout: 10_000 }).toEqual(['about']);
      await page.waitForTimeout(500);
      // The list stays while the tab's code is on its way.
      expect(await page.locator('[data-testid="manufacturer-page"]').count()).toBe(0);
      expect(await page.locator('[data-testid="manufacturer-row"]').count()).toBeGreaterThan(0);

      release();
      await page.locator('[data-testid="tab-panel-about"] [data-testid="manufacturer-about"]').waitFor();
      expect(await page.evaluate(() => (window as unknown as { panelAtMount?: number }).panelAtMount)).toBe(1);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('about');
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('the server renders every tab whole into the page, without a hidden copy or an inline script to reveal it', async () => {
    const base = await richCompanyPath();
    // The company may have no publications: then the tab says so.
    const content: Record<string, RegExp> = {
      products: /data-testid="products-grid"/,
      publications: /data-testid="manufacturer-articles"|class="manufacturer-empty-tab"/,
      plugins: /data-testid="manufacturer-plugins"/,
      videos: /data-testid="manufacturer-videos"/,
      about: /data-testid="manufacturer-about"/,
      partnership: /data-testid="partnership-form"/,
    };
    for (const [tab, marker] of Object.entries(content)) {
      const html = await (await fetch(`${harness.origin}${base}${tab === 'products' ? '' : `?tab=${tab}`}`)).text();
      const panel = html.slice(html.indexOf(`data-testid="tab-panel-${tab}"`), html.indexOf('id="site-footer"'));
      expect(panel, tab).toMatch(/^data-testid="tab-panel-\w+"><!--\$--><[a-z]/);
      expect(panel, tab).toMatch(marker);
      expect(html, tab).not.toMatch(/<div hidden id="S:/);
      expect(html, tab).not.toContain('$RC');
    }
    const list = await (await fetch(`${harness.origin}/manufacturers`)).text();
    expect(list.split('data-testid="manufacturer-row"')).toHaveLength(31);
    expect(list).not.toContain('$RC');
  });

  it('a tab link hovered starts loading that tab, so the click finds its code there', async () => {
    const base = await richCompanyPath();
    const { page, context, problems } = await openPage(harness, { width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const tab = TAB_CHUNK.test(new URL(request.url()).pathname) ? tabOfChunk(request.url()) : undefined;
      if (tab) asked.push(tab);
    });
    await page.goto(`${harness.origin}${base}`);
    await waitForHydration(page);
    expect(asked).toEqual(['products']);
    await page.locator('[data-testid="manufacturer-tabs"] a[data-tab="videos"]').hover();
    await expect.poll(() => asked).toEqual(['products', 'videos']);
    await page.locator('[data-testid="manufacturer-tabs"] a[data-tab="videos"]').click();
    await page.locator('[data-testid="tab-panel-videos"] [data-testid="manufacturer-videos"]').waitFor();
    expect(asked).toEqual(['products', 'videos']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the manufacturer list rows as a deferred part (decision 0018, third pass)', () => {
  const ROWS_CHUNK = /\/assets\/manufacturer-row-[\w-]+\.js$/;

  const holdRows = (page: Page) => holdChunks(page, ROWS_CHUNK);

  for (const width of [375, 1440]) {
    it(`at ${width} px the rows keep the server's nodes until their code hydrates them, and nothing moves`, async () => {
      const { page, context, problems } = await openPage(harness, { width, height: 900 });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { held, release } = await holdRows(page);
      await page.goto(`${harness.origin}/manufacturers`, { waitUntil: 'load' });
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const rows = page.locator('[data-testid="manufacturer-row"]');
      expect(await rows.count()).toBe(30);
      await rows.first().evaluate((node) => ((node as unknown as { serverNode: boolean }).serverNode = true));
      const box = () => page.locator('[data-testid="manufacturers-list"]').boundingBox();
      const before = await box();

      release();
      await waitForHydration(page);
      expect(await rows.first().evaluate((node) => (node as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
      expect(await box()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
      // Hydrated: a row's link navigates in the app.
      const href = await rows.first().locator('a.manufacturer-row__link').getAttribute('href');
      await rows.first().locator('a.manufacturer-row__link').click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator('[data-testid="manufacturer-header"]').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('a navigation that shows rows for the first time waits for their code and commits them with the page', async () => {
    const { page, context, problems, documents } = await openPage(harness, { width: 1440, height: 900 });
    await page.goto(`${harness.origin}/manufacturers?search=zzqqxx-nothing`);
    await waitForHydration(page);
    // No rows on this page: their code was never asked for.
    const { held, release } = await holdRows(page);
    await page.evaluate(() => {
      const state = window as unknown as { rowsAtMount?: number };
      new MutationObserver((_records, observer) => {
        const list = document.querySelector('[data-testid="manufacturers-list"]');
        if (!list) return;
        state.rowsAtMount = list.querySelectorAll('[data-testid="manufacturer-row"]').length;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.manufacturers-empty a').click();
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="manufacturers-not-found"]').count()).toBe(1);
    release();
    await page.locator('[data-testid="manufacturer-row"]').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { rowsAtMount?: number }).rowsAtMount)).toBe(30);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('deferred blocks of the model page (decision 0018, third pass)', () => {
  const BLOCK_CHUNK = /\/assets\/(model-(?:gallery|summary|details|aside|related)|request-model-slot)-[\w-]{8}\.js$/;
  const BLOCKS = ['model-gallery', 'model-company', 'model-facts', 'model-viewer', 'model-dimensions', 'model-attributes', 'model-classification', 'model-video', 'model-files', 'model-documents', 'model-certificate', 'model-qr', 'model-similar', 'model-company-models', 'request-model'];
  const modelPath = async (): Promise<string> => {
    const { dataset } = harness.app.demoUpstream!;
    // A model with every block: three pictures, the 3D view, files, documents, a certificate, a video.
    const model = dataset.models.find((m) => m.is_viewer3d && m.images.length > 2 && m.files.length > 0 && m.link_instruction && m.link_sertificate && m.link_youtube && m.width !== null)!;
    const { model: dto } = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
    return `/model/${dto.alias}/${model.id}`;
  };
  const boxes = (page: Page) =>
    page.evaluate(
      (ids) =>
        Object.fromEntries(
          ids.map((id) => {
            const box = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
            return [id, box ? [box.x, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n)) : null];
          }),
        ),
      BLOCKS,
    );

  for (const width of [375, 1440]) {
    it(`at ${width} px the server's blocks stay while their code loads, also after the page view is logged, keep their nodes and places when they hydrate, and the gallery answers its first click`, async () => {
      const path = await modelPath();
      const { page, context, problems } = await openPage(harness, { width, height: 900 });
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { held, release } = await holdChunks(page, BLOCK_CHUNK, (url) => BLOCK_CHUNK.exec(new URL(url).pathname)?.[1] ?? '');
      const pageView = page.waitForResponse((response) => /^\/api\/models\/\d+\/views$/.test(new URL(response.url()).pathname));
      await page.goto(`${harness.origin}${path}`, { waitUntil: 'load' });
      // Every block's chunk is asked for by the page itself, as hydration reaches it.
      await expect.poll(() => [...new Set(held)].sort(), { timeout: 10_000 }).toEqual(['model-aside', 'model-details', 'model-gallery', 'model-related', 'model-summary', 'request-model-slot']);
      await pageView;
      await page.waitForTimeout(200);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const before = await boxes(page);
      for (const id of BLOCKS) expect(before[id], id).not.toBeNull();
      // Mark the server's nodes: a block rendered again from empty would replace them.
      await page.evaluate((ids) => {
        for (const id of ids) (document.querySelector(`[data-testid="${id}"]`) as unknown as { serverNode: boolean }).serverNode = true;
      }, BLOCKS);
      const main = page.locator('[data-testid="model-gallery-main"] img');
      expect(await main.getAttribute('data-index')).toBe('0');
      await page.screenshot({ path: `${SHOTS}/deferred-pending-model-${width}.png`, fullPage: true });

      release();
      await waitForHydration(page);
      const kept = await page.evaluate((ids) => ids.filter((id) => (document.querySelector(`[data-testid="${id}"]`) as unknown as { serverNode?: boolean } | null)?.serverNode === true), BLOCKS);
      expect(kept).toEqual(BLOCKS);
      expect(await boxes(page)).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
      await page.screenshot({ path: `${SHOTS}/deferred-hydrated-model-${width}.png`, fullPage: true });

      // Hydrated: the first click on the gallery's next button shows the second picture, in place.
      await page.locator('[data-testid="model-gallery-next"]').click();
      await expect.poll(() => main.getAttribute('data-index')).toBe('1');
      expect(page.url()).toBe(`${harness.origin}${path}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const width of [375, 1440]) {
    it(`at ${width} px a client navigation from the catalogue commits the model page with every block, the like votes too, even when their code is slow`, async () => {
      const { page, context, problems, documents } = await openPage(harness, { width, height: 900 });
      await page.route(/\/assets\/(model-(?:gallery|summary|details|aside|related)|request-model-slot|like-votes)-[\w-]{8}\.js$/, async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);
      // Every state of the page the browser could paint: after each commit, which blocks the model page lacks.
      await page.evaluate((ids) => {
        const state = window as unknown as { commits: string[] };
        state.commits = [];
        new MutationObserver(() => {
          if (!document.querySelector('[data-testid="model-page"]')) return;
          state.commits.push(ids.filter((id) => !document.querySelector(`[data-testid="${id}"]`)).join(' '));
        }).observe(document.body, { childList: true, subtree: true });
      }, ['model-gallery', 'model-company', 'model-classification', 'model-files', 'model-qr', 'model-votes', 'request-model']);
      await page.locator('[data-testid="model-card-link"]').first().click();
      await page.waitForURL(/\/model\//);
      await page.locator('[data-testid="model-page"]').waitFor();
      await page.waitForTimeout(1200);
      const missing = await page.evaluate(() => (window as unknown as { commits: string[] }).commits);
      expect(missing.length).toBeGreaterThan(0);
      expect(missing.filter((ids) => ids !== '')).toEqual([]);
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
