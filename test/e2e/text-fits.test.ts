// Issue 22, text that fits at 375 px: card titles whole (wrapped, hyphenated or broken, never
// cut), the home hero without a word left alone on a line, and the catalogue's pagination
// showing the current page and its neighbours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function open(path: string): Promise<{ page: Page; close: () => Promise<void>; problems: string[] }> {
  const { page, context, problems } = await openPage(harness, { width: 375, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await page.goto(harness.origin + path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return { page, problems, close: () => context.close() };
}

/** For each element, its lines of words: the words a Range finds on each line box. */
function linesOf(page: Page, selector: string): Promise<string[][]> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return [];
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // A word broken across lines (at its hyphen) counts on each line it is on.
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const tops = [...new Set(rects.map((rect) => Math.round(rect.top / 4)))];
        const parts = tops.length > 1 ? match[0].split(/(?<=-)/) : [match[0]];
        tops.forEach((top, index) => {
          const part = tops.length > 1 ? (index === 0 ? parts.slice(0, -1).join('') : parts.at(-1) ?? '') : match[0];
          lines.set(top, [...(lines.get(top) ?? []), part]);
        });
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, words]) => words);
  }, selector);
}

describe('text that fits at 375 px', () => {
  it('every model card title on /models shows whole: no word cut, no line clamped away', async () => {
    const { page, close, problems } = await open('/models');
    try {
      const cut = await page.$$eval('[data-testid="model-card-link"]', (links) =>
        links
          .map((link) => {
            const title = link.closest('.card__title') as HTMLElement;
            const widthCut = link.scrollWidth > link.clientWidth + 1 || title.scrollWidth > title.clientWidth + 1;
            const linesCut = title.scrollHeight > title.clientHeight + 1;
            return widthCut || linesCut ? `${link.textContent} (${title.scrollWidth}x${title.scrollHeight} in ${title.clientWidth}x${title.clientHeight})` : null;
          })
          .filter(Boolean),
      );
      expect(await page.locator('[data-testid="model-card-link"]').count()).toBeGreaterThan(10);
      expect(cut).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the home hero leaves no word alone on a line', async () => {
    const { page, close } = await open('/');
    try {
      for (const selector of ['.home-hero__title', '.home-hero__eyebrow']) {
        const lines = await linesOf(page, selector);
        expect(lines.length, selector).toBeGreaterThan(0);
        // An orphan: a short word alone on a line of a text of several lines ('для', 'МОДЕЛЕЙ'); a long one may fill its line.
        if (lines.length > 1) expect(lines.filter((words) => words.length === 1 && Array.from(words[0] ?? '').length <= 7), `${selector}: ${JSON.stringify(lines)}`).toEqual([]);
      }
    } finally {
      await close();
    }
  });

  it('the pagination shows the current page and both neighbours, within the screen', async () => {
    const { page, close } = await open('/models?page=5');
    try {
      const shown = await page.$$eval('[data-testid="pagination"] .pagination__link', (links) =>
        links.filter((link) => link.getBoundingClientRect().width > 0).map((link) => (link.querySelector('[aria-hidden="true"]') ?? link).textContent?.trim()),
      );
      expect(shown).toEqual(expect.arrayContaining(['1', '4', '5', '6']));
      const box = await page.locator('[data-testid="pagination"]').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await close();
    }
  });

  it('the /models toolbar shows its placeholder and sort choice whole, and its quick-tag row shows it scrolls', async () => {
    const { page, close } = await open('/models');
    try {
      const fit = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const room = (element: HTMLElement, text: string) => {
          const style = getComputedStyle(element);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, needs: Math.ceil(context.measureText(text).width), has: Math.floor(inner) };
        };
        const input = document.querySelector<HTMLInputElement>('.catalogue-search__input')!;
        const select = document.querySelector<HTMLSelectElement>('select#catalogue-sort')!;
        return [room(input, input.placeholder), room(select, select.selectedOptions[0]?.textContent ?? '')];
      });
      for (const entry of fit) expect(entry.needs, JSON.stringify(entry)).toBeLessThanOrEqual(entry.has);
      const tags = await page.locator('.quick-tags').first().evaluate((list) => ({ overflows: list.scrollWidth > list.clientWidth, cue: getComputedStyle(list).maskImage }));
      if (tags.overflows) expect(tags.cue).toMatch(/gradient/);
    } finally {
      await close();
    }
  });
});

/** Each disabled select's shown option against the room its box gives it (a select clips its text with no overflow to measure). */
function clippedHints(page: Page): Promise<string[]> {
  return page.$$eval('select:disabled', (selects) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (selects as HTMLSelectElement[])
      .filter((select) => select.getClientRects().length > 0)
      .flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(text).width > room ? [`${select.id || select.name}: "${text}" needs ${Math.ceil(context.measureText(text).width)} px of ${Math.floor(room)}`] : [];
      });
  });
}

describe('the filters’ hints fit (issue 22: "Сначала выб…")', () => {
  for (const width of [375, 1024, 1280, 1440]) {
    it(`the disabled Type and Class selects show their whole hint on /models, /manufacturers, a manufacturer's products and their English pages at ${width} px`, async () => {
      const { page, context, problems } = await openPage(harness, { width, height: 900 });
      try {
        await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
        let manufacturer = '';
        for (const path of ['/models', '/manufacturers', 'manufacturer', '/en/models', '/en/manufacturers', 'en-manufacturer']) {
          // The products tab's filter row is narrower than the lists' (six controls side by side at 1440 px cut its hint).
          const address = path === 'manufacturer' ? manufacturer : path === 'en-manufacturer' ? `/en${manufacturer}` : path;
          await page.goto(harness.origin + address);
          await waitForHydration(page);
          await page.evaluate(() => document.fonts.ready);
          // At 375 px the catalogue's filters are a drawer: open it, as a visitor does.
          if (width < 960 && path.endsWith('/models')) {
            await page.locator('[data-testid="filters-toggle"]').click();
            await page.locator('#filter-types').waitFor({ state: 'visible' });
          }
          if (path === '/manufacturers') manufacturer = (await page.locator('a.manufacturer-row__link').first().getAttribute('href')) ?? '';
          expect(await page.locator('select:disabled').count(), address).toBeGreaterThanOrEqual(2);
          expect(await clippedHints(page), address).toEqual([]);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
