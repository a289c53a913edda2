// Issue 22: no item of either header is ever covered or clipped at any desktop width
// (960 px up), anonymous or logged in, in both languages, and the logged-in user's name
// (at least the first name) is readable from 1280 px. Each item is probed with
// elementFromPoint at its two ends and its centre: the probe must land on the item itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

const WIDTHS = [960, 1024, 1280, 1440] as const;
const HEADERS = [
  { name: 'main', path: '/about', enPath: '/en/about' },
  { name: 'business', path: '/cases', enPath: '/en/cases' },
] as const;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Every header item a visitor can see, with what the probes at its ends and centre hit. */
function probeHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header.site-header');
    if (!header) return ['no header'];
    const describe = (element: Element | null): string => {
      if (!element) return 'nothing';
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} «${text}»`;
    };
    const items = Array.from(header.querySelectorAll<HTMLElement>('a, button, input, .lang-switch, .site-header__claim')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[hidden], .mobile-menu, .header-search__list');
    });
    const problems: string[] = [];
    if (items.length < 6) problems.push(`only ${items.length} header items visible`);
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      const y = rect.top + rect.height / 2;
      const inset = Math.min(3, rect.width / 4);
      for (const [where, x] of [['start', rect.left + inset], ['centre', rect.left + rect.width / 2], ['end', rect.right - inset]] as const) {
        const hit = x >= 0 && x < window.innerWidth ? document.elementFromPoint(x, y) : null;
        if (!hit || !(hit === item || item.contains(hit))) problems.push(`${describe(item)} at its ${where} (${Math.round(x)}, ${Math.round(y)}) is under ${describe(hit)}`);
      }
      // Text cut by an ellipsis or an overflow: what the item shows is narrower than what it holds.
      for (const text of [item, ...Array.from(item.querySelectorAll<HTMLElement>('span'))]) {
        const style = getComputedStyle(text);
        if (style.overflowX !== 'visible' && text.scrollWidth > text.clientWidth + 1 && !text.classList.contains('visually-hidden')) {
          problems.push(`${describe(text)} is clipped (${text.scrollWidth} > ${text.clientWidth})`);
        }
      }
    }
    return problems;
  });
}

async function logIn(context: BrowserContext, page: Page, account: string): Promise<void> {
  await page.goto(`${harness.origin}/about`);
  await waitForHydration(page);
  await page.locator('a[data-testid="login"]:visible').first().click();
  await page.waitForURL(/\/lk\/login\?/);
  await page.locator(`a[data-login="${account}"]`).click();
  await page.waitForURL(`${harness.origin}/about`);
  expect((await context.cookies(harness.origin)).some((cookie) => cookie.name === 'access_token')).toBe(true);
}

async function show(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(harness.origin + path);
  await waitForHydration(page);
  // The header's parts (search, actions) hydrate after the page: probe the header they settle into.
  await page.waitForSelector('header.site-header .header-actions');
  await page.evaluate(() => document.fonts.ready);
}

describe('headers from 960 px: nothing covered or clipped', () => {
  for (const user of ['anonymous', 'manufacturer'] as const) {
    it(`${user}: both headers, Russian and English, at ${WIDTHS.join(', ')} px`, async () => {
      const { page, context, problems: console } = await openPage(harness);
      try {
        if (user !== 'anonymous') await logIn(context, page, user);
        const problems: string[] = [];
        for (const header of HEADERS) {
          for (const path of [header.path, header.enPath]) {
            for (const width of WIDTHS) {
              await show(page, path, width);
              problems.push(...(await probeHeader(page)).map((problem) => `${path} at ${width} px: ${problem}`));
              if (user !== 'anonymous' && width >= 1280) {
                const name = await page.locator('header.site-header [data-testid="user-menu"] .user-menu__name').evaluate((element: HTMLElement) => ({
                  text: element.textContent ?? '',
                  shown: element.getBoundingClientRect().width > 0,
                  whole: element.scrollWidth <= element.clientWidth + 1,
                }));
                if (!name.shown || !name.whole || !/Дмитрий|Dmitrii|Dmitriy/.test(name.text)) problems.push(`${path} at ${width} px: user name ${JSON.stringify(name)}`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
        expect(console).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('on /cases the current page item takes keyboard focus visibly at 1024 px', async () => {
    const { page, context } = await openPage(harness, { width: 1024 });
    try {
      await show(page, '/cases', 1024);
      let state = { current: false, visible: false, ring: false };
      for (let stop = 0; stop < 25 && !state.current; stop += 1) {
        await page.keyboard.press('Tab');
        state = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          const current = active.matches('header.site-header .site-nav a[aria-current="page"]');
          const rect = active.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          const style = getComputedStyle(active);
          return { current, visible: hit !== null && (hit === active || active.contains(hit)), ring: active.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
        });
      }
      expect(state).toEqual({ current: true, visible: true, ring: true });
    } finally {
      await context.close();
    }
  });
});
