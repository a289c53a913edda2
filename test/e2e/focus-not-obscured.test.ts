// WCAG 2.2 2.4.11 (issue 22): a keyboard visitor tabbing through the whole of /models and the
// model page never finds the focused element under a sticky or fixed element (the header, the
// filter panel's button bar, the cookie notice, the ad popup), at 375 and 1440 px. Every Tab
// stop is probed at its centre, corners and edge midpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';

/** More than any of these pages has: the walk stops when focus leaves the document or comes round again. */
const MAX_STOPS = 400;

let harness: Harness;
let modelPath: string;
beforeAll(async () => {
  harness = await startHarness();
  const model = harness.app.demoUpstream!.dataset.models.find((m) => m.images.length > 2 && m.files.length > 0);
  if (!model) throw new Error('the demo dataset has no model with images and files');
  const page = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
  modelPath = `/model/${page.model.alias}/${model.id}`;
});
afterAll(async () => {
  await harness?.close();
});

interface Stop {
  key: string;
  what: string;
  /** Points of the element under a sticky or fixed element that is not its own ancestor. */
  covered: string[];
}

function probeFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) return null;
    const describe = (element: Element): string => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} «${text}»`;
    };
    // A visually hidden control (a styled checkbox) shows its focus on its label.
    const own = active.getBoundingClientRect();
    const shown: HTMLElement = own.width * own.height < 4 || getComputedStyle(active).opacity === '0' ? (active.closest('label') ?? active.parentElement ?? active) : active;
    const rect = shown.getBoundingClientRect();
    const pinned = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const covered: string[] = [];
    // The centre, the edges' midpoints and the quarter points: all inside any rounded corner.
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const [qx, qy] = [rect.width / 4, rect.height / 4];
    const points: Array<[number, number]> = [
      [cx, cy],
      [rect.left + 2, cy], [rect.right - 2, cy], [cx, rect.top + 2], [cx, rect.bottom - 2],
      [rect.left + qx, rect.top + qy], [rect.right - qx, rect.top + qy], [rect.left + qx, rect.bottom - qy], [rect.right - qx, rect.bottom - qy],
    ];
    let onScreen = 0;
    {
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        onScreen += 1;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === shown || shown.contains(hit) || hit.contains(shown) || active.contains(hit)) continue;
        const cover = pinned(hit);
        if (cover && !cover.contains(active)) covered.push(`(${Math.round(x)}, ${Math.round(y)}) under ${describe(cover)}`);
      }
    }
    if (onScreen === 0) covered.push('off screen');
    const key = `${active.tagName}#${active.id}|${describe(active)}|${Math.round(own.top + window.scrollY)}|${Math.round(own.left)}`;
    return { key, what: describe(active), covered };
  });
}

async function walk(page: Page): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press('Tab');
    // What a visitor sees is the next frame: let the page answer the move first (an overlay that
    // came in meanwhile, the ad popup once the walk has scrolled past the first screen, clears
    // the focused element of itself in an effect after its first paint).
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const stop = await probeFocus(page);
    if (!stop) break;
    if (stop.key === first) break;
    first ??= stop.key;
    if (stop.covered.length > 0) problems.push(`stop ${stops + 1} ${stop.what}: ${stop.covered.join('; ')}`);
  }
  return { stops, problems };
}

describe('focus is never hidden under a sticky or fixed element (WCAG 2.4.11)', () => {
  for (const width of [1440, 375]) {
    for (const which of ['/models', 'model page'] as const) {
      for (const notice of ['shown', 'accepted'] as const) {
      it(`${which} at ${width} px, cookie notice ${notice}, every Tab stop`, async () => {
        const { page, context, problems: console } = await openPage(harness, { width, height: width < 960 ? 800 : 900 });
        try {
          if (notice === 'accepted') await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
          await page.goto(harness.origin + (which === '/models' ? '/models' : modelPath));
          await waitForHydration(page);
          if (notice === 'shown') await page.waitForSelector('[data-testid="cookie-notice"]');
          const { stops, problems } = await walk(page);
          expect(stops, 'the walk covers the page').toBeGreaterThan(30);
          expect(problems).toEqual([]);
          expect(console).toEqual([]);
        } finally {
          await context.close();
        }
      });
      }
    }
  }
});

describe('an overlay that comes in over keyboard focus', () => {
  it('the ad popup, appearing over the focused element at 375 px, scrolls it clear', async () => {
    const { page, context, problems: console } = await openPage(harness, { width: 375, height: 800 });
    try {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
      await page.goto(`${harness.origin}/models`);
      await waitForHydration(page);
      // Keyboard modality, so the focus set below is keyboard focus (:focus-visible).
      await page.keyboard.press('Tab');
      // A card link two screens down, focused where it will sit just above the viewport's bottom
      // once scrolled to: the scroll past the first screen is what lets the popup come in.
      const placed = await page.evaluate(() => {
        const target = [...document.querySelectorAll<HTMLElement>('[data-testid="model-card"] a')].find((link) => link.getBoundingClientRect().bottom + window.scrollY > 2.5 * window.innerHeight);
        if (!target) return false;
        target.focus({ preventScroll: true });
        const bottom = target.getBoundingClientRect().bottom + window.scrollY;
        window.scrollTo({ top: bottom - window.innerHeight + 24, behavior: 'instant' });
        target.dataset.probe = 'focused';
        return document.activeElement === target && target.matches(':focus-visible');
      });
      expect(placed, 'a keyboard-focused card link near the bottom').toBe(true);
      await page.waitForSelector('[data-testid="ad-popup"]', { timeout: 15_000 });
      const covered = () =>
        page.evaluate(() => {
          const target = document.querySelector<HTMLElement>('[data-probe="focused"]')!;
          const popup = document.querySelector('[data-testid="ad-popup"]')!;
          const rect = target.getBoundingClientRect();
          const points: Array<[number, number]> = [[rect.left + rect.width / 2, rect.top + rect.height / 2], [rect.left + rect.width / 2, rect.bottom - 2]];
          return points.some(([x, y]) => y >= window.innerHeight || popup.contains(document.elementFromPoint(x, y)));
        });
      await expect.poll(covered, { timeout: 5_000 }).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-probe'))).toBe('focused');
      expect(console).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
