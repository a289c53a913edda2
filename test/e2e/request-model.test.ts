// The request-a-model form in Chromium on the production build: the three steps
// and their checks, the draft surviving a reload (sessionStorage), a failed send
// that keeps everything, success once the upstream recovers, the catalogue's
// not-found mount, and screenshots of each step at 375 and 1440 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NEED_MODEL_DRAFT_STORAGE_KEY } from '#shared/constants.ts';
import { openPage, startHarness, waitForHydration, type Harness, type WatchedPage } from './browser.ts';

const SHOTS = 'test-results/screenshots';
let harness: Harness;
let modelPath: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness({ demoFaults: true });
  // A model page as a visitor would find it: the first card of the catalogue.
  const html = await (await fetch(`${harness.origin}/models`, { headers: { 'accept-language': 'ru-RU' } })).text();
  const found = /href="(\/model\/[\w-]+\/\d+)"/.exec(html)?.[1];
  if (!found) throw new Error('no model link on /models');
  modelPath = found;
});
afterAll(async () => {
  await harness?.close();
});

const faults = () => {
  const demo = harness.app.demoUpstream;
  if (!demo) throw new Error('the e2e harness runs the demo upstream in-process');
  return demo;
};

/** The browser reports a failed fetch as a console error; the failed send below causes exactly those. */
const unexpected = (problems: readonly string[]) => problems.filter((line) => !/Failed to load resource: the server responded with a status of 502/.test(line));

async function visit(path: string, width = 1440): Promise<WatchedPage> {
  const watched = await openPage(harness, { width, height: width < 640 ? 800 : 900 });
  await watched.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await watched.page.goto(harness.origin + path);
  await settle(watched.page);
  return watched;
}

/** After hydration (an extra tag before it would be a mismatch), the sticky header stops covering the top of a tall section in element screenshots. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.addStyleTag({ content: '.site-header { position: static !important; }' });
}

const form = (page: Page) => page.locator('[data-testid="request-model"]');
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const stored = (page: Page, origin: string) => page.evaluate((key) => window.sessionStorage.getItem(key), `${NEED_MODEL_DRAFT_STORAGE_KEY}.${origin}`);

/** The form's code loads when the section comes near; it replaces the server's placeholder, so wait for it before touching the section. */
async function formLoaded(page: Page): Promise<void> {
  await form(page).scrollIntoViewIfNeeded();
  await expect.poll(() => form(page).locator('form').count(), { timeout: 10_000 }).toBe(1);
}

async function shoot(section: Locator, name: string): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  // Past the entry animation of a new step or the success message.
  await section.page().waitForTimeout(350);
  await section.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe('request-a-model form on the model page', () => {
  it('loads the form’s code only when the end of the page comes near, not with the page', async () => {
    const watched = await openPage(harness, { width: 1440, height: 900 });
    const { page, problems, context } = watched;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(harness.origin + modelPath);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const formChunk = () => scripts.some((url) => url.includes('/request-model-form-'));
    expect(formChunk()).toBe(false);
    // The server already rendered the section's heading, for readers and crawlers alike.
    expect(await form(page).getAttribute('data-state')).toBe('loading');
    expect(await form(page).locator('h2').textContent()).toBe('Не нашли нужную модель?');
    await form(page).scrollIntoViewIfNeeded();
    await expect.poll(formChunk).toBe(true);
    await expect.poll(() => form(page).locator('textarea').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('checks each step, keeps the draft over a reload and a failed send, then sends', async () => {
    const { page, problems, context } = await visit(modelPath);
    const section = form(page);
    await expect.poll(() => section.count()).toBe(1);
    await expect.poll(() => section.getAttribute('id')).toBe('request-model');
    await formLoaded(page);
    await shoot(section, 'request-model-step1-1440');

    // Step 1: Next with nothing typed is refused, with a summary and the field marked and focused.
    const next = section.getByRole('button', { name: 'Далее' });
    await next.click();
    const summary = section.locator('[data-testid="request-model-summary"]');
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.getAttribute('role')).toBe('alert');
    const description = field(page, /Какая модель нужна/);
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    const descriptionId = (await description.getAttribute('id')) ?? '';
    expect(await activeId(page)).toBe(descriptionId);
    const describedBy = (await description.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${descriptionId}-error"]`).textContent()).toContain('Опишите, какая модель нужна');
    expect(describedBy).toContain(`${descriptionId}-error`);
    expect(await section.locator('form').getAttribute('data-step')).toBe('1');
    await shoot(section, 'request-model-step1-errors-1440');

    await description.fill('дверь');
    await next.click();
    expect(await page.locator(`[id="${descriptionId}-error"]`).textContent()).toContain('не меньше 10 символов');
    // Fixing the field clears its error as the visitor types.
    await description.fill('Противопожарная дверь EI60, 900×2100 мм, для Revit');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe(null);
    await field(page, /Ссылки и примечания/).fill('https://example.ru/door-ei60');
    await next.click();

    // Step 2: the lists load when the step is first shown; both are optional.
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('2');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    const rfa = section.getByRole('checkbox', { name: /rfa/i });
    await expect.poll(() => rfa.count(), { timeout: 10_000 }).toBe(1);
    await rfa.check();
    const search = section.getByRole('searchbox', { name: 'Найти производителя' });
    await search.fill('zzzzzz');
    await expect.poll(() => section.getByText('Никого не нашли по запросу «zzzzzz».').count()).toBe(1);
    await search.fill('');
    const firstMaker = section.locator('.request-model__list input[type="checkbox"]').first();
    await firstMaker.check();
    await expect.poll(() => section.getByText(/Выбран 1 производитель/).count()).toBe(1);
    await shoot(section, 'request-model-step2-1440');
    await next.click();

    // Step 3: name, email and consent are required; the phone is formatted per spec §5.
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('3');
    const send = section.getByRole('button', { name: 'Отправить запрос' });
    await send.click();
    await expect.poll(() => summary.isVisible()).toBe(true);
    const name = field(page, /Как к вам обращаться/);
    expect(await activeId(page)).toBe(await name.getAttribute('id'));
    const consent = section.getByRole('checkbox', { name: /Даю согласие/ });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(await summary.textContent()).toContain('Исправьте 3 поля');
    await shoot(section, 'request-model-step3-errors-1440');

    await name.fill('Анна Петрова');
    const email = field(page, /Электронная почта/);
    await email.fill('anna@example');
    const phone = field(page, /Телефон/);
    await phone.fill('84951234567');
    await phone.blur();
    await expect.poll(() => phone.inputValue()).toBe('+7 (495) 123-45-67');
    await send.click();
    expect(await activeId(page)).toBe(await email.getAttribute('id'));
    expect(await page.locator(`[id="${await email.getAttribute('id')}-error"]`).textContent()).toContain('Проверьте адрес');
    await email.fill('anna@example.ru');
    // Consent is still missing: the send is refused until it is given.
    await send.click();
    expect(await activeId(page)).toBe(await consent.getAttribute('id'));
    expect(await section.locator('[data-testid="request-model-summary"] li').count()).toBe(1);
    await consent.check();
    await shoot(section, 'request-model-step3-1440');

    // A reload keeps everything, on the step the visitor was on.
    expect(await stored(page, 'model')).toContain('anna@example.ru');
    await page.reload();
    await settle(page);
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('3');
    expect(await field(page, /Как к вам обращаться/).inputValue()).toBe('Анна Петрова');
    expect(await field(page, /Электронная почта/).inputValue()).toBe('anna@example.ru');
    expect(await field(page, /Телефон/).inputValue()).toBe('+7 (495) 123-45-67');
    expect(await section.getByRole('checkbox', { name: /Даю согласие/ }).isChecked()).toBe(true);
    await section.getByRole('button', { name: 'Назад' }).click();
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('2');
    await expect.poll(() => section.getByRole('checkbox', { name: /rfa/i }).isChecked(), { timeout: 10_000 }).toBe(true);
    await section.getByRole('button', { name: 'Назад' }).click();
    expect(await field(page, /Какая модель нужна/).inputValue()).toBe('Противопожарная дверь EI60, 900×2100 мм, для Revit');
    await next.click();
    await next.click();

    // The upstream fails: a clear error, nothing lost.
    const sentBefore = faults().calls.count('/web2/needmodel');
    faults().faults.set('/web2/needmodel', { kind: 'status', status: 500 });
    await section.getByRole('button', { name: 'Отправить запрос' }).click();
    const alert = section.locator('[data-testid="request-model-error"]');
    await expect.poll(() => alert.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toContain('Не удалось отправить запрос');
    expect(await field(page, /Электронная почта/).inputValue()).toBe('anna@example.ru');
    expect(await stored(page, 'model')).toContain('Противопожарная дверь');
    await shoot(section, 'request-model-failed-1440');

    // The upstream is back: the same form goes through, and the draft is gone.
    faults().faults.clear();
    await alert.getByRole('button', { name: 'Отправить ещё раз' }).click();
    const success = section.locator('[data-testid="request-model-success"]');
    await expect.poll(() => success.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await success.textContent()).toMatch(/Запрос отправлен.*№ \d+.*anna@example\.ru/s);
    expect(await activeId(page)).toMatch(/-success$/);
    expect(await stored(page, 'model')).toBeNull();
    expect(faults().calls.count('/web2/needmodel')).toBe(sentBefore + 2);
    await shoot(section, 'request-model-success-1440');

    // 'Send another request' starts over with an empty form.
    await success.getByRole('button', { name: 'Отправить ещё один запрос' }).click();
    expect(await field(page, /Какая модель нужна/).inputValue()).toBe('');
    expect(await activeId(page)).toBe(await field(page, /Какая модель нужна/).getAttribute('id'));

    await noSidewaysScroll(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('is finished at 375 px: every step, no sideways scrolling', async () => {
    const { page, problems, context } = await visit(modelPath, 375);
    const section = form(page);
    await formLoaded(page);
    await shoot(section, 'request-model-step1-375');
    const next = section.getByRole('button', { name: 'Далее' });
    await next.click();
    await shoot(section, 'request-model-step1-errors-375');
    await field(page, /Какая модель нужна/).fill('Нужна модель лифта на 8 остановок, кабина 1100×2100');
    await next.click();
    await expect.poll(() => section.getByRole('checkbox', { name: /rfa/i }).count(), { timeout: 10_000 }).toBe(1);
    await section.getByRole('checkbox', { name: /ifc/i }).check();
    await section.locator('.request-model__list input[type="checkbox"]').nth(1).check();
    await section.locator('.request-model__list input[type="checkbox"]').nth(2).check();
    await shoot(section, 'request-model-step2-375');
    await noSidewaysScroll(page);
    await next.click();
    await section.getByRole('button', { name: 'Отправить запрос' }).click();
    await shoot(section, 'request-model-step3-errors-375');
    await field(page, /Как к вам обращаться/).fill('Иван');
    await field(page, /Электронная почта/).fill('ivan@example.ru');
    await section.getByRole('checkbox', { name: /Даю согласие/ }).check();
    await shoot(section, 'request-model-step3-375');
    await noSidewaysScroll(page);
    // While the request is on its way the button says so and cannot be pressed again.
    faults().faults.set('/web2/needmodel', { kind: 'delay', ms: 1_500 }, { times: 1 });
    await section.getByRole('button', { name: 'Отправить запрос' }).click();
    const sending = section.getByRole('button', { name: 'Отправляем…' });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    expect(await section.locator('form').getAttribute('aria-busy')).toBe('true');
    await shoot(section, 'request-model-sending-375');
    await expect.poll(() => section.locator('[data-testid="request-model-success"]').isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(section, 'request-model-success-375');
    await noSidewaysScroll(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('request-a-model form: the route action’s answers', () => {
  it('shows the rate limit with its wait in minutes, keeps the draft, and never reloads the page’s data', async () => {
    const { page, problems, context, apiCalls } = await visit(modelPath);
    const section = form(page);
    await formLoaded(page);
    const next = section.getByRole('button', { name: 'Далее' });
    await field(page, /Какая модель нужна/).fill('Противопожарная дверь EI60, 900×2100 мм');
    await next.click();
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('2');
    await next.click();
    await expect.poll(() => section.locator('form').getAttribute('data-step')).toBe('3');
    await field(page, /Как к вам обращаться/).fill('Анна');
    await field(page, /Электронная почта/).fill('anna@example.ru');
    await section.getByRole('checkbox', { name: /Даю согласие/ }).check();

    // The server's per-client limit (spec §9): 429 with Retry-After in seconds.
    await page.route('**/api/need-model?*', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '150' },
        body: JSON.stringify({ error: { message: 'Too Many Requests', statusCode: 429, code: 'rate_limited' } }),
      }),
    );
    const pageDataCalls = () => apiCalls.filter((url) => /^\/api\/(models\/\d+|session)$/.test(new URL(url).pathname)).length;
    const before = pageDataCalls();
    await section.getByRole('button', { name: 'Отправить запрос' }).click();
    const alert = section.locator('[data-testid="request-model-error"]');
    await expect.poll(() => alert.isVisible(), { timeout: 10_000 }).toBe(true);
    // 150 s rounds up to 3 minutes.
    expect(await alert.textContent()).toContain('через 3 минуты');
    expect(await activeId(page)).toMatch(/-form-error$/);
    expect(await field(page, /Электронная почта/).inputValue()).toBe('anna@example.ru');
    expect(await stored(page, 'model')).toContain('Противопожарная дверь');
    // The action changed nothing the page loaded: neither the model nor the session is fetched again.
    await page.waitForTimeout(300);
    expect(pageDataCalls()).toBe(before);
    expect(unexpected(problems).filter((line) => !/status of 429/.test(line))).toEqual([]);
    await context.close();
  });
});

describe('request-a-model form in the catalogue’s not-found state', () => {
  it('opens with the search as context and keeps its own draft', async () => {
    const { page, problems, context } = await visit('/models?search=zzzzzzzzz');
    await page.locator('[data-testid="request-model-toggle"]').click();
    const section = form(page);
    await expect.poll(() => section.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await section.textContent()).toContain('К запросу приложим ваш поиск «zzzzzzzzz»');
    await field(page, /Какая модель нужна/).fill('Модель, которой нет в каталоге: zzzzzzzzz');
    await expect.poll(() => stored(page, 'catalogue')).toContain('zzzzzzzzz');
    expect(await stored(page, 'model')).toBeNull();
    await shoot(section, 'request-model-catalogue-1440');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
