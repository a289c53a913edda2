// /statreport and the content pages in Chromium: charts with and without
// JavaScript, hover details, data tables by keyboard, copying a promo code, the
// support and unsubscribe forms (good, bad and failing), 375 and 1440 px.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;
const open: WatchedPage[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness({ demoFaults: true });
});
afterEach(async () => {
  harness.app.demoUpstream!.faults.clear();
  for (const watched of open.splice(0)) await watched.context.close();
});
afterAll(async () => {
  await harness?.close();
});

async function visit(path: string, width = 1440): Promise<WatchedPage> {
  const watched = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
  open.push(watched);
  await watched.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await watched.page.goto(harness.origin + path);
  await waitForHydration(watched.page);
  return watched;
}

describe('/statreport', () => {
  for (const width of [375, 1440]) {
    it(`shows every chart at ${width} px with hover details and no sideways scroll`, async () => {
      const { page, problems } = await visit('/statreport', width);
      const charts = page.locator('.month-chart__svg');
      expect(await charts.count()).toBe(3);
      for (const chart of await charts.all()) {
        const box = await chart.boundingBox();
        expect(box!.width).toBeGreaterThan(width < 960 ? 250 : 400);
        expect(box!.height).toBeGreaterThan(150);
      }
      expect(await page.locator('.ranked-bars').count()).toBe(5);
      const plot = page.locator('.month-chart__plot').first();
      await plot.scrollIntoViewIfNeeded();
      const box = (await plot.boundingBox())!;
      await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
      await expect.poll(() => page.locator('.month-chart__tooltip').first().textContent()).toMatch(/июнь 2025/);
      // The bar chart: the bar under the pointer lights up and its month shows (geometry from the server, hover in the browser).
      const bars = page.locator('#stat-chartNewUsers .month-chart__plot');
      await bars.scrollIntoViewIfNeeded();
      const barsBox = (await bars.boundingBox())!;
      await page.mouse.move(barsBox.x + 6, barsBox.y + barsBox.height - 4);
      await expect.poll(() => page.locator('#stat-chartNewUsers .month-chart__tooltip').textContent()).toMatch(/2023/);
      expect(await page.locator('#stat-chartNewUsers rect.month-chart__bar').first().getAttribute('class')).toContain('is-active');
      // The regions map: pointing at the tile numbered 1 names the leading region and its figure.
      const leader = page.locator('#stat-topRegions text.regions-map__rank', { hasText: /^1$/ });
      await leader.scrollIntoViewIfNeeded();
      const leaderBox = (await leader.boundingBox())!;
      expect((await page.locator('.regions-map__svg').boundingBox())!.width).toBeGreaterThan(width < 960 ? 300 : 500);
      await page.mouse.move(leaderBox.x + leaderBox.width / 2, leaderBox.y + leaderBox.height / 2);
      const firstRegion = (await page.locator('#stat-topRegions .ranked-bars__label').first().textContent())!.trim();
      await expect.poll(() => page.locator('.regions-map__tooltip').textContent()).toContain(firstRegion);
      await page.locator('#stat-topRegions').screenshot({ path: `${SHOTS}/statreport-regions-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/statreport-${width}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  }

  it('draws the charts without JavaScript (what crawlers and no-JS visitors get)', async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${harness.origin}/statreport`);
      const chart = page.locator('.month-chart__svg path.month-chart__line').first();
      expect((await chart.boundingBox())!.width).toBeGreaterThan(400);
      expect(await page.locator('#stat-chartNewUsers rect.month-chart__bar').count()).toBe(24);
      expect(await page.locator('.regions-map__svg rect').count()).toBe(85);
      expect((await page.locator('.regions-map__svg').boundingBox())!.width).toBeGreaterThan(500);
      expect((await page.locator('#stat-chartNewUsers rect.month-chart__bar').last().boundingBox())!.height).toBeGreaterThan(20);
      // The data table opens without script too (details/summary).
      await page.locator('#stat-chartNewUsers summary').click();
      await expect.poll(() => page.locator('#stat-chartNewUsers table').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('opens a chart’s data table from the keyboard', async () => {
    const { page } = await visit('/statreport');
    const summary = page.locator('#stat-chartMonthVisits summary');
    let focused = false;
    for (let i = 0; i < 60 && !focused; i += 1) {
      await page.keyboard.press('Tab');
      focused = await summary.evaluate((node) => node === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    const table = page.locator('#stat-chartMonthVisits table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(24);
    expect(await table.locator('th[scope="row"]').first().textContent()).toMatch(/2023/);
  });
});

describe('/partners', () => {
  it('copies a promo code to the clipboard', async () => {
    const watched = await openPage(harness, { width: 375, height: 800 });
    open.push(watched);
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.origin });
    await watched.page.goto(`${harness.origin}/partners`);
    await waitForHydration(watched.page);
    const offer = watched.page.locator('[data-testid="partner-offer"]', { has: watched.page.locator('[data-testid="promo-code"]') }).first();
    const code = (await offer.locator('[data-testid="promo-code"]').textContent())!.trim();
    await offer.locator('.promo-code__copy').click();
    await expect.poll(() => watched.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await offer.locator('.promo-code__status').textContent()).toBe('Скопировано');
    expect(await watched.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await watched.page.screenshot({ path: `${SHOTS}/partners-375.png`, fullPage: true });
    expect(watched.problems).toEqual([]);
  });
});

describe('the course showcase on /partners (spec §1)', () => {
  for (const width of [375, 1440]) {
    it(`shows the courses above the other offers at ${width} px, with a working promo code`, async () => {
      const { page, problems, context } = await visit('/partners', width);
      const showcase = page.getByTestId('course-showcase');
      expect(await showcase.isVisible()).toBe(true);
      expect(await showcase.locator('h2').textContent()).toBe('Курсы для проектировщиков');
      const courses = showcase.getByTestId('course-offer');
      expect(await courses.count()).toBeGreaterThan(0);
      const first = (await courses.first().boundingBox())!;
      const offer = (await page.getByTestId('partner-offer').first().boundingBox())!;
      expect(first.y).toBeLessThan(offer.y);
      expect(await courses.first().getByRole('link', { name: 'Записаться на курс' }).getAttribute('rel')).toContain('sponsored');
      if (width === 375) {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.origin });
        const withCode = showcase.locator('[data-testid="course-offer"]', { has: page.locator('[data-testid="promo-code"]') }).first();
        const code = (await withCode.locator('[data-testid="promo-code"]').textContent())!.trim();
        await withCode.locator('.promo-code__copy').click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/partners-courses-${width}.png` });
      expect(problems).toEqual([]);
    });
  }
});

describe('/partners by kind (issue 22)', () => {
  for (const width of [375, 1440]) {
    it(`filters the offers with the kind chips, as a client navigation, at ${width} px`, async () => {
      const { page, problems, context, documents } = await visit('/partners', width);
      const filter = page.getByTestId('partners-filter');
      const chips = filter.locator('a');
      expect(await chips.count()).toBeGreaterThan(2);
      const all = await page.getByTestId('partner-offer').count();
      const before = documents.length;
      const second = chips.nth(1);
      const shown = Number((await second.locator('.partners__chip-count').textContent())!.replace(/\D/g, ''));
      await second.click();
      await page.waitForURL(/\/partners\?kind=\w+$/);
      await expect.poll(() => page.getByTestId('partner-offer').count()).toBe(shown);
      expect(await second.getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('partners-group').count()).toBe(1);
      expect(documents.length).toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/partners-kind-${width}.png` });
      await chips.first().click();
      await expect.poll(() => page.getByTestId('partner-offer').count()).toBe(all);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the support form on /about', () => {
  it('names the bad fields, keeps everything typed through a failure, then sends', async () => {
    const { page, problems } = await visit('/about');
    const form = page.getByTestId('support-form');
    await form.getByRole('button', { name: 'Отправить' }).click();
    expect(await form.locator('.support-form__error').count()).toBe(3);
    await form.getByLabel('Электронная почта').fill('anna@bureau.ru');
    await form.getByLabel('Тема').fill('Нет модели двери');
    await form.getByLabel('Сообщение').fill('Не могу найти модель противопожарной двери ДП-1.');
    harness.app.demoUpstream!.faults.set('/api/omnidesk/create_ticket', { kind: 'status', status: 500 });
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => form.getByTestId('support-failed').isVisible()).toBe(true);
    expect(await form.getByLabel('Сообщение').inputValue()).toBe('Не могу найти модель противопожарной двери ДП-1.');
    // A reload keeps the draft too.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('support-form').getByLabel('Тема').inputValue()).toBe('Нет модели двери');
    harness.app.demoUpstream!.faults.clear();
    await page.getByTestId('support-form').getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => page.getByTestId('support-sent').textContent()).toMatch(/anna@bureau\.ru/);
    // Server-side failures were expected (the injected 500); the page itself logged nothing else.
    expect(problems.filter((problem) => !/502|Bad Gateway/.test(problem))).toEqual([]);
  });

  it('is reached from the footer', async () => {
    const { page } = await visit('/statreport');
    await page.locator('[data-footer-link="support"]').click();
    await page.waitForURL(/\/about#support$/);
    await expect.poll(() => page.getByTestId('support-form').isVisible()).toBe(true);
  });
});

describe('/unsubscribe', () => {
  it('prefills the address from the mailing link and confirms the unsubscription', async () => {
    const { page, problems } = await visit('/unsubscribe?email=anna%40bureau.ru&token=t1', 375);
    const form = page.getByTestId('unsubscribe-form');
    expect(await form.getByLabel('Электронная почта').inputValue()).toBe('anna@bureau.ru');
    await form.getByLabel('Письма приходят слишком часто').check();
    await form.getByRole('button', { name: 'Отписаться' }).click();
    await expect.poll(() => page.getByTestId('unsubscribe-done').textContent()).toMatch(/anna@bureau\.ru/);
    await page.screenshot({ path: `${SHOTS}/unsubscribe-375.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
});
