// Spec §5 §7 §8 analytics in the browser: a page view per address (first load and
// client navigation) sent as a beacon to /api/events with the device UUID, the
// third-party tags only when configured, and a goal for a download.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

interface Sent {
  event: string;
  page: string;
  eventOptions: Record<string, unknown>;
  rabbit?: boolean;
  status: number;
}

/** Events posted to /api/events (read as the page sends them) and requests that left for other hosts. */
async function watchEvents(page: Page): Promise<{ events: Sent[]; thirdParty: string[] }> {
  const events: Sent[] = [];
  const thirdParty: string[] = [];
  await page.route(/\/api\/events\?/, async (route) => {
    const body = route.request().postDataBuffer();
    const response = await route.fetch().catch(() => null);
    if (!response) return; // the page closed while a beacon was in flight
    // The server takes the beacon (same-origin check, schema, rate limit): 204, never a refusal.
    if (route.request().method() === 'POST' && body) events.push({ ...(JSON.parse(body.toString('utf8')) as Sent), status: response.status() });
    await route.fulfill({ response }).catch(() => undefined);
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) thirdParty.push(url.href);
  });
  return { events, thirdParty };
}

describe('analytics without any tag configured', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('sends one page view per address with the stored device UUID, on load and on client navigation, and loads no third-party script', async () => {
    const { page, context, problems, documents } = await openPage(harness);
    const { events, thirdParty } = await watchEvents(page);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    expect(events[0]).toMatchObject({ event: 'page_view', page: '/about', status: 204 });
    const uuid = await page.evaluate(() => Object.entries(localStorage).find(([, value]) => /^[0-9a-f-]{36}$/.test(value))?.[1]);
    expect(uuid).toBeTruthy();
    expect(events[0]?.eventOptions.uuid).toBe(uuid);
    expect(events[0]?.rabbit).toBeUndefined();

    await page.locator('header nav a[href="/models"]').first().click();
    await page.waitForURL(`${harness.origin}/models`);
    await expect.poll(() => events.map((event) => event.page), { timeout: 10_000 }).toEqual(['/about', '/models']);
    expect(documents).toHaveLength(1);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'ym' in window)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('analytics with the tag manager and the metrics counter configured', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { TAG_MANAGER_ID: 'GTM-TEST123', METRICS_COUNTER_ID: '12345678', ANALYTICS_FORWARD_RABBIT: '1' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('loads both tags, pushes a page view to the data layer and a hit to the counter, and flags events for /rabbit', async () => {
    const { page, context } = await openPage(harness);
    // The real tags are not reachable from here; each answers an empty script so the page's own calls can be seen.
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|mc\.yandex\.ru/, (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const { events } = await watchEvents(page);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await expect.poll(() => loaded.length, { timeout: 10_000 }).toBe(2);
    expect(loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', 'https://mc.yandex.ru/metrika/tag.js']);
    const layer = await page.evaluate(() => JSON.stringify(window.dataLayer));
    expect(layer).toContain('"event":"pageview","page":"/about"');
    const counterCalls = await page.evaluate(() => JSON.stringify((window.ym as unknown as { a: unknown[] }).a));
    expect(counterCalls).toContain('[12345678,"hit","/about"]');
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    expect(events[0]?.rabbit).toBe(true);
    await context.close();
  });
});

describe('chat tool (spec §4 §7), configured', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { CHAT_SCRIPT_URL: 'https://chat.example/widget.js', CHAT_AUTH_KEY: 'demo-chat-user-auth-key-0123456789' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('loads its script, waits for it to connect, authenticates a logged-in visitor with the server’s signature and identifies them with the chat’s field names', async () => {
    const { page, context, problems } = await openPage(harness);
    // A stand-in for the vendor's script: it "connects" a second after loading and records the calls made to it.
    await page.route('https://chat.example/widget.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `window.chatCalls = []; setTimeout(() => { window.carrotquest = {
          track: (...args) => window.chatCalls.push(['track', ...args]),
          auth: (...args) => window.chatCalls.push(['auth', ...args]),
          identify: (...args) => window.chatCalls.push(['identify', ...args]) }; }, 1000);`,
      }),
    );
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await page.locator('a[data-testid="login"]').first().click();
    await page.waitForURL(/\/lk\/login\?/);
    await page.locator('a[data-login="manufacturer"]').click();
    await page.waitForURL(`${harness.origin}/about`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { chatCalls?: unknown[] }).chatCalls ?? [])), { timeout: 10_000 }).toMatch(/\["identify",\{"\$name":"[^"]+","\$email":"[^"]+@[^"]+"\}\]/);
    const session = (await (await page.request.get(`${harness.origin}/api/session?lang=ru`)).json()) as { user: { id: string }; chatHash: string };
    const expected = createHmac('sha256', 'demo-chat-user-auth-key-0123456789').update(session.user.id).digest('hex');
    expect(session.chatHash).toBe(expected);
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { chatCalls: unknown[] }).chatCalls))).toContain(JSON.stringify(['auth', session.user.id, expected]));
    expect(await page.content()).not.toContain('demo-chat-user-auth-key');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('records a sent support request as a goal, and gives the chat the contacts the visitor left', async () => {
    const { page, context } = await openPage(harness);
    await page.route('https://chat.example/widget.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `window.chatCalls = []; window.carrotquest = { track: (...args) => window.chatCalls.push(['track', ...args]), identify: (...args) => window.chatCalls.push(['identify', ...args]) };`,
      }),
    );
    const { events } = await watchEvents(page);
    await page.goto(`${harness.origin}/about`);
    await waitForHydration(page);
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1); // the page view: analytics and the chat have started
    const form = page.getByTestId('support-form');
    await form.getByLabel('Как к вам обращаться').fill('Анна Петрова');
    await form.getByLabel('Электронная почта').fill('anna@bureau.ru');
    await form.getByLabel('Тема').fill('Нет модели двери');
    await form.getByLabel('Сообщение').fill('Не могу найти модель противопожарной двери ДП-1.');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => page.getByTestId('support-sent').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => events.map((event) => event.event), { timeout: 10_000 }).toContain('support_ticket');
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { chatCalls?: unknown[] }).chatCalls ?? [])), { timeout: 10_000 })
      .toContain('["identify",{"$name":"Анна Петрова","$email":"anna@bureau.ru"}]');
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { chatCalls?: unknown[] }).chatCalls))).toContain('["track","support_ticket"');
    await context.close();
  });
});
