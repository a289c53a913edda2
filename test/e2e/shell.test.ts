import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';
import { TEXTS } from '../support/i18n-texts.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function visit(path: string, options: { width?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(harness, options);
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  return watched;
}

describe('hydration', () => {
  for (const path of ['/', '/en', '/for-manufacturers', '/models', '/about']) {
    it(`hydrates ${path} with no console error or warning and no refetch`, async () => {
      const { page, problems, apiCalls, context } = await visit(path);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
      // The first load never fetches again what the server rendered.
      expect(apiCalls).toEqual([]);
      await context.close();
    });
  }
});

describe('navigation', () => {
  it('navigates on the client without a document request', async () => {
    const { page, documents, problems, context } = await visit('/');
    expect(documents).toHaveLength(1);
    await page.locator('header nav a[href="/manufacturers"]').first().click();
    await page.waitForURL(/\/manufacturers$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Производител/);
    await page.locator('header nav a[href="/models"]').first().click();
    await page.waitForURL(/\/models$/);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls to the top on navigation', async () => {
    const { page, context } = await visit('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/cases"]').first().click();
    await page.waitForURL(/\/cases$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('language switch', () => {
  it('sets the cookie and reloads in the chosen language', async () => {
    const { page, context } = await visit('/about');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.locator('[data-testid="lang-switch"] [data-lang="en"]').first().click();
    await page.waitForURL(/\/en\/about$/);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    await context.close();
  });
});

describe('language on client navigation', () => {
  it('a new URL gets its language by the server’s rule: /en path, lang query (at that language’s URL, decision 0010), else the visitor’s preference', async () => {
    const { page, documents, problems, context } = await visit('/about');
    // A plain in-app link (data-nav), so the router navigates without a document request.
    const follow = (href: string) =>
      page.evaluate((target) => {
        const link = document.createElement('a');
        link.href = target;
        link.dataset.nav = '';
        document.body.append(link);
        link.click();
        link.remove();
      }, href);
    const expectPage = async (lang: 'ru' | 'en') => {
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(lang);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(TEXTS[lang].pages.about.title);
    };

    await expectPage('ru');
    await follow('/en/about');
    await page.waitForURL(/\/en\/about$/);
    await expectPage('en');
    await follow('/about?lang=en');
    await page.waitForURL(/\/en\/about$/);
    await expectPage('en');
    // The browser context is Russian: a neutral path without a query is Russian again.
    await follow('/about');
    await page.waitForURL(/\/about$/);
    await expectPage('ru');

    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('cookie notice', () => {
  it('is shown once per browser', async () => {
    const { page, context } = await visit('/');
    const notice = page.locator('[data-testid="cookie-notice"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Мы используем cookies');
    const box = await notice.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(392);
    await notice.getByRole('button').click();
    await expect.poll(() => notice.isVisible()).toBe(false);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await notice.isVisible()).toBe(false);
    await context.close();
  });
});

describe('layouts at 375 px and 1440 px', () => {
  it('opens the mobile menu with four social links below 960 px', async () => {
    const { page, problems, context } = await visit('/', { width: 375 });
    await page.screenshot({ path: `${SHOTS}/home-375.png`, fullPage: true });
    const burger = page.locator('header button[aria-controls]').first();
    expect(await burger.isVisible()).toBe(true);
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const menuId = await burger.getAttribute('aria-controls');
    const menu = page.locator(`#${menuId}`);
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.locator('[data-testid="home-reach"]').isVisible()).toBe(true);
    expect(await menu.locator('ul.social-links a').count()).toBe(4);
    // Built on first open (no server render carries it): both phones, login and the language switch.
    expect(await menu.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await menu.locator('[data-testid="login-mobile"]').isVisible()).toBe(true);
    expect(await menu.locator('[data-testid="lang-switch-mobile"]').isVisible()).toBe(true);
    await page.waitForTimeout(400); // let the slide-in finish
    await page.screenshot({ path: `${SHOTS}/menu-375.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the desktop navigation and hides the burger at 1440 px', async () => {
    const { page, context } = await visit('/');
    await page.screenshot({ path: `${SHOTS}/home-1440.png`, fullPage: true });
    expect(await page.locator('header button[aria-controls]').first().isVisible()).toBe(false);
    expect(await page.locator('header nav a[href="/models"]').first().isVisible()).toBe(true);
    // The reach claim is said once on a screen: by the header's top bar here, by the hero where the top bar is hidden.
    expect(await page.locator('.site-header__claim').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="home-reach"]').isVisible()).toBe(false);
    await context.close();
  });

  it('takes screenshots of the Business page', async () => {
    for (const width of [375, 1440]) {
      const { page, context } = await visit('/for-manufacturers', { width });
      await page.screenshot({ path: `${SHOTS}/business-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});

describe('Business header', () => {
  it('hides when scrolled past 200 px and returns 1 s after scrolling to the top', async () => {
    const { page, context } = await visit('/for-manufacturers');
    const header = page.locator('header[data-hidden]').first();
    expect(await header.getAttribute('data-hidden')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(150);
    expect(await header.getAttribute('data-hidden')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => header.getAttribute('data-hidden')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    expect(await header.getAttribute('data-hidden')).toBe('true');
    await expect.poll(() => header.getAttribute('data-hidden'), { timeout: 2_000 }).toBe('false');
    await context.close();
  });
});

describe('404 page', () => {
  for (const width of [375, 1440]) {
    it(`shows the spec's texts with status 404 at ${width} px`, async () => {
      const watched = await openPage(harness, { width });
      const response = await watched.page.goto(`${harness.origin}/no-such-page`);
      expect(response?.status()).toBe(404);
      await waitForHydration(watched.page);
      expect(await watched.page.locator('h1').first().textContent()).toContain('Ошибка 404');
      expect(await watched.page.locator('a[href="/"]', { hasText: 'Вернуться на главную' }).count()).toBe(1);
      expect(await watched.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await watched.page.screenshot({ path: `${SHOTS}/404-${width}.png`, fullPage: true });
      // The 404 status is expected; nothing else may complain.
      expect(watched.problems.filter((p) => !p.includes('404'))).toEqual([]);
      await watched.context.close();
    });
  }
});
