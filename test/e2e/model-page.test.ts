// The model page in Chromium against the production build (npm run build first):
// the 3D view loads three.js only when opened, the QR image, the gallery, likes,
// view logging, the analogues after load, and the 375/1440 layouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Model } from '#shared/types/index.ts';
import { DEVICE_UUID_STORAGE_KEY } from '#shared/constants.ts';
import { recogniseVideoLink } from '#shared/domain/video-link.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';
import { decodePng } from '#test/support/png.ts';

let harness: Harness;
let model: Model;
let path: string;

beforeAll(async () => {
  harness = await startHarness();
  const dataset = harness.app.demoUpstream!.dataset;
  const found = dataset.models.find(
    (m) => m.is_viewer3d && m.armodels && m.images.length > 2 && m.files.length > 0 && m.link_instruction && m.link_sertificate && recogniseVideoLink(m.link_youtube) && m.width !== null,
  );
  if (!found) throw new Error('the demo dataset has no model with a 3D view and three images');
  model = found;
  const page = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string } };
  path = `/model/${page.model.alias}/${model.id}`;
});
afterAll(async () => {
  await harness?.close();
});

/** three.js travels in the viewer's own chunk. */
const isThreeChunk = (url: string) => /\/assets\/(viewer-scene|three)[^/]*\.js$/.test(new URL(url).pathname);

async function open(width: number, height = 900, options: { withoutWebGL?: boolean } = {}) {
  const watched = await openPage(harness, { width, height });
  const scripts: string[] = [];
  watched.page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  if (options.withoutWebGL) {
    // A browser without WebGL: every WebGL context request fails.
    await watched.page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/i.test(type)) return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
  }
  await watched.page.goto(`${harness.origin}${path}`);
  await waitForHydration(watched.page);
  return { ...watched, scripts };
}

async function webglAvailable(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  });
}


describe('model page in the browser', () => {
  it('loads three.js only when the 3D view is opened, then draws the model (or shows the picture without WebGL)', async () => {
    const { page, context, problems, scripts } = await open(1440);
    await page.waitForTimeout(300);
    expect(scripts.filter(isThreeChunk)).toEqual([]);
    expect(await page.locator('[data-testid="model-viewer"]').getAttribute('data-state')).toBe('idle');
    expect(await page.locator('canvas').count()).toBe(0);

    const webgl = await webglAvailable(page);
    await page.locator('[data-testid="model-viewer-open"]').click();
    const viewer = page.locator('[data-testid="model-viewer"]');
    await page.waitForFunction(() => ['ready', 'no-webgl', 'error'].includes(document.querySelector('[data-testid="model-viewer"]')?.getAttribute('data-state') ?? ''), null, { timeout: 20_000 });
    const state = await viewer.getAttribute('data-state');
    await viewer.scrollIntoViewIfNeeded();

    if (webgl) {
      expect(state).toBe('ready');
      expect(scripts.filter(isThreeChunk).length).toBeGreaterThan(0);
      const canvas = page.locator('[data-testid="model-viewer-canvas"]');
      const box = (await canvas.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.height).toBeGreaterThan(200);
      const { width, height, pixels } = decodePng(await canvas.screenshot());
      // The background is the portal's surface colour; the model and the grid are not.
      let drawn = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (Math.abs(pixels[i]! - 0xf6) + Math.abs(pixels[i + 1]! - 0xf8) + Math.abs(pixels[i + 2]! - 0xfa) > 40) drawn += 1;
      }
      expect(drawn / (width * height)).toBeGreaterThan(0.03);
      // Dragging orbits the camera: the picture changes.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 20, { steps: 8 });
      await page.mouse.up();
      const after = decodePng(await canvas.screenshot());
      expect(Buffer.from(after.pixels).equals(Buffer.from(pixels))).toBe(false);
    } else {
      expect(state).toBe('no-webgl');
      // Nothing to draw with, so the 3D engine is never downloaded.
      expect(scripts.filter(isThreeChunk)).toEqual([]);
      await expect.poll(() => page.locator('[data-testid="model-viewer-poster"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.locator('[data-testid="model-viewer-fallback"]').isVisible()).toBe(true);
    }
    await page.screenshot({ path: 'test-results/screenshots/model-page-3d-1440.png' });
    // Reading the canvas back for the screenshots above makes Chromium's software GL log a
    // performance note ('GPU stall due to ReadPixels'); it is the test's doing, not the page's.
    expect(problems.filter((problem) => !/GL Driver Message .*ReadPixels/.test(problem))).toEqual([]);
    await context.close();
  });

  it('without WebGL keeps the picture with a note and never downloads three.js', async () => {
    const { page, context, problems, scripts } = await open(1440, 900, { withoutWebGL: true });
    expect(await webglAvailable(page)).toBe(false);
    await page.locator('[data-testid="model-viewer-open"]').click();
    const viewer = page.locator('[data-testid="model-viewer"]');
    await expect.poll(() => viewer.getAttribute('data-state')).toBe('no-webgl');
    await viewer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-testid="model-viewer-poster"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-testid="model-viewer-fallback"]').innerText()).toContain('WebGL');
    expect(await page.locator('[data-testid="model-viewer-poster"]').getAttribute('alt')).toBe(model.name);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(scripts.filter(isThreeChunk)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not load three.js when the 3D section is merely scrolled past', async () => {
    const { page, context, problems, scripts } = await open(1440);
    await page.locator('[data-testid="model-viewer"]').evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(800);
    expect(await page.locator('[data-testid="model-viewer"]').getAttribute('data-state')).toBe('idle');
    expect(scripts.filter(isThreeChunk)).toEqual([]);
    await expect.poll(() => page.locator('[data-testid="model-viewer-poster"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the QR code image, and it loads', async () => {
    const { page, context, problems } = await open(1440);
    const qr = page.locator('[data-testid="model-qr-image"]');
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await qr.getAttribute('src')).toBe(`/api/models/${model.id}/qr.svg`);
    expect(await page.locator('[data-testid="model-qr"]').innerText()).toContain('AR');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches the gallery image with thumbnails, the arrow keys, the buttons and a swipe', async () => {
    const { page, context, problems } = await open(375, 800);
    const main = page.locator('[data-testid="model-gallery-main"] img');
    const shown = async () => /\/(\d+)\.svg/.exec((await main.getAttribute('src')) ?? '')?.[1];
    expect(await shown()).toBe('1');
    expect(await main.getAttribute('src')).toContain('size=960x720');

    await page.locator('[data-testid="model-gallery-thumb"]').nth(1).click();
    expect(await shown()).toBe('2');
    expect(await page.locator('[data-testid="model-gallery-thumb"]').nth(1).getAttribute('aria-current')).toBe('true');
    expect(page.url()).toBe(`${harness.origin}${path}`);

    await page.locator('[data-testid="model-gallery-main"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await shown()).toBe('3');
    await page.keyboard.press('Home');
    expect(await shown()).toBe('1');
    await page.keyboard.press('ArrowLeft');
    expect(await shown()).toBe(String(model.images.length));

    await page.locator('[data-testid="model-gallery-next"]').click();
    expect(await shown()).toBe('1');

    // A leftward swipe shows the next image.
    await page.locator('[data-testid="model-gallery-main"]').evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const at = (x: number, type: string) =>
        element.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: rect.left + x, clientY: rect.top + rect.height / 2, bubbles: true }));
      at(rect.width * 0.8, 'pointerdown');
      at(rect.width * 0.2, 'pointerup');
    });
    expect(await shown()).toBe('2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggles a like with the device UUID, and logs one view with the same UUID', async () => {
    const { page, context, problems, apiCalls } = await open(1440);
    const like = page.locator('[data-testid="model-like"]');
    const likes = page.locator('[data-testid="model-like-count"]');
    await expect.poll(() => apiCalls.filter((url) => url.includes('/api/likes')).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const before = Number((await likes.innerText()).replace(/\D/g, ''));
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    const answer = page.waitForResponse((res) => res.url().includes('/api/likes') && res.request().method() === 'POST');
    await like.click();
    // Optimistic: the count moves before the answer.
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    expect(Number((await likes.innerText()).replace(/\D/g, ''))).toBe(before + 1);
    const body = (await answer).request().postDataJSON() as { url: string; type: string; uuid: string };
    expect(body.url).toBe(`model/${model.id}`);
    expect(body.type).toBe('like');
    const uuid = await page.evaluate((key) => localStorage.getItem(key), DEVICE_UUID_STORAGE_KEY);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.uuid).toBe(uuid);

    const second = page.waitForResponse((res) => res.url().includes('/api/likes') && res.request().method() === 'POST');
    await like.click();
    await second;
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(Number((await likes.innerText()).replace(/\D/g, ''))).toBe(before);

    // The dislike button switches a like over.
    await like.click();
    const third = page.waitForResponse((res) => res.url().includes('/api/likes') && res.request().method() === 'POST');
    await page.locator('[data-testid="model-dislike"]').click();
    await third;
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-testid="model-dislike"]').getAttribute('aria-pressed')).toBe('true');

    const views = apiCalls.filter((url) => new URL(url).pathname === `/api/models/${model.id}/views`);
    expect(views).toHaveLength(1);
    // Votes and the view go through route actions that change nothing the page loaded: no page data is fetched again.
    expect(apiCalls.filter((url) => [`/api/models/${model.id}`, '/api/session'].includes(new URL(url).pathname))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for the analogues only after the page, when they come near, and shows them', async () => {
    const { page, context, problems, apiCalls } = await open(1440);
    await page.waitForTimeout(500);
    expect(apiCalls.some((url) => url.includes('/analogues'))).toBe(false);
    expect(await page.locator('[data-testid="model-analogues"]').getAttribute('data-state')).toBe('idle');
    await page.locator('[data-testid="model-analogues"]').evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await page.locator('[data-testid="model-analogues-row"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect(apiCalls.filter((url) => url.includes(`/api/models/${model.id}/analogues`))).toHaveLength(1);
    expect(await page.locator('[data-testid="model-analogues-row"] [data-testid="model-card"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the analogue section out of sight when the lookup failed (spec §8: error flag, empty list)', async () => {
    const watched = await openPage(harness, { width: 1440 });
    // What the BFF answers when the upstream call failed.
    await watched.page.route('**/api/models/*/analogues*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], error: true }) }));
    await watched.page.goto(`${harness.origin}${path}`);
    await waitForHydration(watched.page);
    const section = watched.page.locator('[data-testid="model-analogues"]');
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => section.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
    expect(await section.locator('h2').count()).toBe(0);
    expect((await section.boundingBox())?.height ?? 0).toBeLessThan(4);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  for (const width of [375, 1440]) {
    it(`looks finished at ${width} px: no sideways scroll, every section laid out`, async () => {
      const { page, context, problems } = await open(width);
      // Bring the lazy parts in: the analogue row and the lazy images.
      await page.locator('[data-testid="model-analogues"]').evaluate((section) => section.scrollIntoView({ block: 'center' }));
      await page.locator('[data-testid="model-analogues-row"]').waitFor({ state: 'visible', timeout: 15_000 });
      // And the request form, which replaces its placeholder section when its code arrives: measured mid-swap, the section is gone.
      await page.locator('[data-testid="request-model"]').evaluate((section) => section.scrollIntoView({ block: 'center' }));
      await page.locator('[data-testid="request-model"]:not([data-state="loading"])').waitFor({ state: 'visible', timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const id of ['model-gallery', 'model-votes', 'model-viewer', 'model-dimensions', 'model-attributes', 'model-classification', 'model-files', 'model-documents', 'model-certificate', 'model-video', 'model-qr', 'model-similar', 'request-model']) {
        const box = await page.locator(`[data-testid="${id}"]`).first().boundingBox();
        expect(box, id).not.toBeNull();
        expect(box!.x, id).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width + 0.5);
      }
      await page.screenshot({ path: `test-results/screenshots/model-page-${width}.png`, fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
