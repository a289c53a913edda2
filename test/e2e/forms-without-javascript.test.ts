// Every form with JavaScript off in Chromium (docs/decisions/0029): a plain post to its page,
// which the server answers with the page showing the success after a 303, or the page with
// the field errors and everything typed kept. And another site's form post is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import { openPage, startHarness, type Harness, type WatchedPage } from './browser.ts';

let harness: Harness;
/** A company whose page offers the partnership tab. */
let partner: ManufacturerPageDto;
let modelPath: string;

beforeAll(async () => {
  harness = await startHarness({ demoFaults: true });
  const demo = harness.app.demoUpstream!;
  for (const company of demo.dataset.companies.filter((c) => c.tariff_plan.features.allowAffiliateProgram && c.partnership_status === 'PUBLISHED')) {
    const data = (await (await fetch(`${harness.origin}/api/manufacturers/${company.id}?lang=ru`)).json()) as ManufacturerPageDto;
    if (data.tabs.includes('partnership')) {
      partner = data;
      break;
    }
  }
  if (partner === undefined) throw new Error('the demo dataset has no company with a partnership tab');
  const html = await (await fetch(`${harness.origin}/models`, { headers: { 'accept-language': 'ru-RU' } })).text();
  modelPath = /href="(\/model\/[\w-]+\/\d+)"/.exec(html)?.[1] ?? '';
  if (!modelPath) throw new Error('no model link on /models');
});
afterAll(async () => {
  await harness?.close();
});

async function visit(path: string, width = 1440): Promise<WatchedPage> {
  const watched = await openPage(harness, { javaScript: false, width, height: width < 640 ? 800 : 900 });
  await watched.page.goto(harness.origin + path);
  return watched;
}

/** Clicks a submit button and waits for the page the server answers the post with. */
async function post(page: Page, button: ReturnType<Page['locator']>): Promise<void> {
  const answered = page.waitForEvent('load');
  await button.click();
  await answered;
}

/** The documents the page loaded: no script ran, so every step of a form is a page of its own. */
const postedTo = (watched: WatchedPage, path: string) => watched.documents.filter((url) => new URL(url).pathname === path).length;

async function logInAs(account: string, path: string): Promise<WatchedPage> {
  const watched = await visit(path);
  await watched.page.locator('a[data-testid="login"]').first().click();
  await watched.page.waitForURL(/\/lk\/login\?/);
  await watched.page.locator(`a[data-login="${account}"]`).click();
  await watched.page.waitForLoadState('load');
  return watched;
}

describe('forms without JavaScript', () => {
  it('support (/about): field errors keep the entries, then the ticket is sent and confirmed after the 303', async () => {
    const watched = await visit('/about');
    const { page, problems } = watched;
    const form = page.getByTestId('support-form');
    await form.getByLabel('Электронная почта').fill('not-an-address');
    await form.getByLabel('Тема').fill('Нет модели двери');
    await form.getByLabel('Сообщение').fill('Не могу найти модель противопожарной двери ДП-1.');
    await post(page, form.getByRole('button', { name: 'Отправить' }));
    expect(new URL(page.url()).pathname).toBe('/about');
    const again = page.getByTestId('support-form');
    expect(await again.getByLabel('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(await again.getByLabel('Тема').inputValue()).toBe('Нет модели двери');
    expect(await again.getByLabel('Сообщение').inputValue()).toBe('Не могу найти модель противопожарной двери ДП-1.');
    await again.getByLabel('Электронная почта').fill('anna@bureau.ru');
    await post(page, again.getByRole('button', { name: 'Отправить' }));
    expect(await page.getByTestId('support-sent').textContent()).toMatch(/№\d+.*anna@bureau\.ru/);
    // The confirmation is read once: a reload shows the empty form.
    await page.reload();
    expect(await page.getByTestId('support-sent').count()).toBe(0);
    expect(await page.getByTestId('support-form').getByLabel('Тема').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('unsubscribe: a bad address keeps the reason, then the address is unsubscribed', async () => {
    const watched = await visit('/unsubscribe?email=anna%40bureau.ru&token=t1', 375);
    const { page, problems } = watched;
    const form = page.getByTestId('unsubscribe-form');
    await form.getByLabel('Электронная почта').fill('anna@');
    await form.getByLabel('Письма приходят слишком часто').check();
    await post(page, form.getByRole('button', { name: 'Отписаться' }));
    const again = page.getByTestId('unsubscribe-form');
    expect(await again.getByLabel('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(await again.getByLabel('Электронная почта').inputValue()).toBe('anna@');
    expect(await again.getByLabel('Письма приходят слишком часто').isChecked()).toBe(true);
    await again.getByLabel('Электронная почта').fill('anna@bureau.ru');
    await post(page, again.getByRole('button', { name: 'Отписаться' }));
    expect(new URL(page.url()).search).toBe('?email=anna%40bureau.ru&token=t1');
    expect(await page.getByTestId('unsubscribe-done').textContent()).toMatch(/anna@bureau\.ru/);
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('the partnership tab: errors keep the entries, then the request is sent, and a webhook failure is not the visitor’s (spec §8)', async () => {
    const path = `/manufacturer/${partner.company.alias || 'company'}/${partner.company.id}`;
    const watched = await visit(`${path}?tab=partnership`);
    const { page, problems } = watched;
    await page.locator('#partnership-name').fill('Иван');
    await page.locator('#partnership-email').fill('not-an-email');
    await page.locator('#partnership-message').fill('Хотим стать дилером');
    await post(page, page.locator('[data-testid="partnership-submit"]'));
    expect(await page.locator('#partnership-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#partnership-consent').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#partnership-message').inputValue()).toBe('Хотим стать дилером');
    await page.locator('#partnership-email').fill('ivan@example.com');
    await page.locator('#partnership-consent').check();
    // The automation webhook fails: the request goes to the help desk and the visitor is told it was sent.
    const ticketsBefore = harness.app.demoUpstream!.calls.count('/api/omnidesk');
    harness.app.demoUpstream!.faults.set('/webhook/partnership', { kind: 'status', status: 500 }, { times: 1 });
    await post(page, page.locator('[data-testid="partnership-submit"]'));
    expect(new URL(page.url()).search).toBe('?tab=partnership');
    expect(await page.locator('[data-testid="partnership-failure"]').count()).toBe(0);
    expect(await page.locator('[data-testid="partnership-sent"]').textContent()).toMatch(/ivan@example\.com/);
    expect(harness.app.demoUpstream!.calls.count('/api/omnidesk')).toBe(ticketsBefore + 1);
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('the request form on a model page: one post per step, errors keep the entries, then it is sent', async () => {
    const sentBefore = harness.app.demoUpstream!.calls.count('/web2/needmodel');
    const watched = await visit(modelPath);
    const { page, problems } = watched;
    // The server's own copy of the form (<noscript>): the page's placeholder heading stays above it.
    const form = () => page.locator('form.request-model__form');
    await form().locator('textarea[name="description"]').fill('Дверь');
    await post(page, form().locator('button[value="next"]:not(.visually-hidden)'));
    expect(await form().getAttribute('data-step')).toBe('1');
    expect(await form().locator('textarea[name="description"]').inputValue()).toBe('Дверь');
    expect(await form().locator('textarea[name="description"]').getAttribute('aria-invalid')).toBe('true');
    await form().locator('textarea[name="description"]').fill('Противопожарная дверь ДП-1, 900×2100 мм');
    await post(page, form().locator('button[value="next"]:not(.visually-hidden)'));
    // Step 2 comes with its lists, loaded by the action.
    expect(await form().getAttribute('data-step')).toBe('2');
    const format = form().locator('input[name="files"]').first();
    const ext = await format.getAttribute('value');
    await format.check();
    await post(page, form().locator('button[value="next"]:not(.visually-hidden)'));
    expect(await form().getAttribute('data-step')).toBe('3');
    await form().locator('input[name="name"]').fill('Анна');
    await form().locator('input[name="email"]').fill('anna@');
    await post(page, form().locator('button[value="send"]'));
    expect(await form().getAttribute('data-step')).toBe('3');
    expect(await form().locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await form().locator('input[name="name"]').inputValue()).toBe('Анна');
    // Back to step 2: the format chosen there is still chosen.
    await post(page, form().locator('button[value="back"]'));
    expect(await form().locator(`input[name="files"][value="${ext}"]`).isChecked()).toBe(true);
    await post(page, form().locator('button[value="next"]:not(.visually-hidden)'));
    await form().locator('input[name="email"]').fill('anna@bureau.ru');
    await form().locator('input[name="consent"]').check();
    await post(page, form().locator('button[value="send"]'));
    expect(new URL(page.url()).pathname).toBe(modelPath);
    expect(await page.getByTestId('request-model-success').textContent()).toMatch(/anna@bureau\.ru/);
    // One request reached the upstream; every step was a page of its own.
    expect(harness.app.demoUpstream!.calls.count('/web2/needmodel')).toBe(sentBefore + 1);
    expect(postedTo(watched, modelPath)).toBeGreaterThanOrEqual(8);
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('the request form in the catalogue: shown at once when nothing is found, its steps post to the catalogue with the search', async () => {
    const watched = await visit('/models?search=zzzzqqqq');
    const { page, problems } = watched;
    const form = () => page.locator('form.request-model__form');
    expect(await page.getByTestId('request-model').textContent()).toContain('zzzzqqqq');
    await form().locator('textarea[name="description"]').fill('Противопожарная дверь ДП-1, 900×2100 мм');
    await post(page, form().locator('button[value="next"]:not(.visually-hidden)'));
    expect(new URL(page.url()).search).toBe('?search=zzzzqqqq');
    expect(await form().getAttribute('data-step')).toBe('2');
    expect(await form().locator('input[name="search"]').inputValue()).toBe('zzzzqqqq');
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('sign-up on /validate: the missing consent keeps the names, then the gate lets the user through', async () => {
    const watched = await logInAs('unregistered', '/about');
    const { page, problems } = watched;
    await page.waitForURL(/\/validate\?return=%2Fabout/);
    await page.locator('input[name="firstName"]').fill('Мария');
    await page.locator('input[name="lastName"]').fill('Новикова');
    await post(page, page.locator('[data-testid="validate-submit"]'));
    expect(await page.locator('[data-testid="validate-error"]').count()).toBe(1);
    expect(await page.locator('[data-testid="validate-privacy"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Мария');
    expect(await page.locator('input[name="lastName"]').inputValue()).toBe('Новикова');
    await page.locator('[data-testid="validate-privacy"]').check();
    await post(page, page.locator('[data-testid="validate-submit"]'));
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('[data-testid="user-menu"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await watched.context.close();
  });

  it('the agreement popup: the server shows it, the consent is required, a failed save keeps the choice, then it is gone', async () => {
    const watched = await logInAs('designer', '/about');
    const { page } = watched;
    const popup = page.locator('[data-testid="agreement-popup"]');
    expect(await popup.count()).toBe(1);
    // The box is required: the browser does not send the form without it.
    await page.locator('[data-testid="agreement-submit"]').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await popup.count()).toBe(1);
    await page.locator('[data-testid="agreement-consent"]').check();
    await page.locator('[data-testid="agreement-mailing"]').check();
    harness.app.demoUpstream!.faults.set('/api/user/agreement', { kind: 'status', status: 503 }, { times: 1 });
    await post(page, page.locator('[data-testid="agreement-submit"]'));
    expect(await page.locator('[data-testid="agreement-error"]').count()).toBe(1);
    expect(await page.locator('[data-testid="agreement-mailing"]').isChecked()).toBe(true);
    await post(page, page.locator('[data-testid="agreement-submit"]'));
    // Back on the page it was shown on, without the popup.
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await popup.count()).toBe(0);
    await watched.context.close();
  });

  it('logout: the menu needs JavaScript, the plain logout button does not', async () => {
    const watched = await logInAs('manufacturer', '/about');
    const { page, context, problems } = watched;
    expect(await page.locator('[data-testid="user-menu"]').count()).toBeGreaterThan(0);
    await post(page, page.locator('[data-testid="logout-noscript"]').first());
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('a[data-testid="login"]').count()).toBeGreaterThan(0);
    expect((await context.cookies(harness.origin)).find((cookie) => cookie.name === 'access_token')).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("another site's form post is refused with a page saying why, and nothing is sent", async () => {
    const { page, context } = await openPage(harness, { javaScript: false });
    // A page of another site (served by the test) with a form aimed at ours.
    await page.route('http://other-site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${harness.origin}/about"><input name="email" value="victim@bureau.ru"><input name="subject" value="Spam subject"><input name="content" value="Spam spam spam spam"><button>Go</button></form>`,
      }),
    );
    await page.goto('http://other-site.test/');
    const ticketsBefore = harness.app.demoUpstream!.calls.count('/api/omnidesk');
    const answer = page.waitForResponse((response) => response.url() === `${harness.origin}/about`);
    await page.locator('button').click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(await page.locator('[data-testid="form-refused"]').getAttribute('data-reason')).toBe('crossSite');
    expect(harness.app.demoUpstream!.calls.count('/api/omnidesk')).toBe(ticketsBefore);
    await context.close();
  });
});
