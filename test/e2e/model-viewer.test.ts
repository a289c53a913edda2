// The model page's 3D view in Chromium with WebGL (SwiftShader, software): it must
// reach 'ready'. The element list shows the demo product's parts; an element is
// selected from the list and by clicking it on the canvas (a drag is no click),
// its properties match the glTF the view loaded, and Esc or choosing it again
// clears the selection. At 375 and 1440 px. Needs a build (npm run build).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Model } from '#shared/types/index.ts';
import { formatSizes } from '#shared/domain/dimensions.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { gltfExtent } from '#test/support/gltf.ts';
import { openPage, startHarness, waitForHydration, type Harness } from './browser.ts';
import { pixelDifference } from '#test/support/png.ts';

interface Gltf {
  nodes: Array<{ name?: string; mesh?: number; children?: number[]; extras?: Record<string, unknown> }>;
  meshes: Array<{ primitives: Array<{ attributes: { POSITION: number }; indices?: number; material?: number }> }>;
  materials: Array<{ name?: string }>;
  accessors: Array<{ type: string; count: number; min?: number[]; max?: number[] }>;
}

let harness: Harness;
let model: Model;
let path: string;
let gltf: Gltf;

beforeAll(async () => {
  // Headless Chromium runs with --disable-gpu; SwiftShader gives it a software WebGL.
  harness = await startHarness({ chromiumArgs: ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'] });
  const demo = harness.app.demoUpstream!;
  // A door: its leaf fills the middle of the view, so a click there lands on a part.
  const entry = demo.dataset.models.find((m) => m.is_viewer3d && demo.dataset.entryById.get(m.id)?.product.kind.shape === 'door');
  if (!entry) throw new Error('the demo dataset has no door with a 3D view');
  model = entry;
  const page = (await (await fetch(`${harness.origin}/api/models/${model.id}`)).json()) as { model: { alias: string; viewer3d: { url: string } } };
  path = `/model/${page.model.alias}/${model.id}`;
  gltf = (await (await fetch(`${demo.urls.uploads}${page.model.viewer3d.url}`)).json()) as Gltf;
}, 30_000);
afterAll(async () => {
  await harness?.close();
});

const mm = (metres: number) => Math.round(metres * 1e4) / 10;
/** What the properties panel must say for a glTF node: its name, material, W × D × H and triangles, from the file. */
function expectedPart(name: string) {
  const node = gltf.nodes.find((candidate) => candidate.name === name)!;
  const primitive = gltf.meshes[node.mesh!]!.primitives[0]!;
  const position = gltf.accessors[primitive.attributes.POSITION]!;
  const [x0, y0, z0] = position.min!;
  const [x1, y1, z1] = position.max!;
  return {
    material: gltf.materials[primitive.material ?? 0]!.name!,
    size: formatSizes('ru', [mm(x1! - x0!), mm(z1! - z0!), mm(y1! - y0!)]),
    triangles: formatNumber('ru', gltf.accessors[primitive.indices!]!.count / 3),
  };
}

const elementButton = (page: Page, name: string) => page.locator('[data-testid="model-viewer-elements"]').getByRole('button', { name, exact: true });
const selectedButtons = (page: Page) => page.locator('[data-testid="model-viewer-elements"] button[aria-pressed="true"]');
const property = (page: Page, name: string) => page.locator(`[data-testid="model-viewer-property-${name}"] dd`);

async function canvasPixels(page: Page): Promise<Buffer> {
  return page.locator('[data-testid="model-viewer-canvas"]').screenshot();
}

describe.each([375, 1440])('the 3D view at %i px', (width) => {
  it('lists the product’s parts, selects one from the list and on the canvas, shows its properties, deselects', async () => {
    const { page, context, problems } = await openPage(harness, { width, height: 900 });
    await page.goto(`${harness.origin}${path}`);
    await waitForHydration(page);
    const viewer = page.locator('[data-testid="model-viewer"]');
    await viewer.scrollIntoViewIfNeeded();
    // The list and the panel have their place before the view opens: opening moves nothing below.
    const note = page.locator('.model-viewer__note');
    const noteBefore = (await note.boundingBox())!;
    const sectionBefore = (await viewer.boundingBox())!;
    await page.locator('[data-testid="model-viewer-open"]').click();
    await page.waitForFunction(() => ['ready', 'no-webgl', 'error'].includes(document.querySelector('[data-testid="model-viewer"]')?.getAttribute('data-state') ?? ''), null, { timeout: 20_000 });
    expect(await viewer.getAttribute('data-state')).toBe('ready');
    expect((await note.boundingBox())!.y).toBeCloseTo(noteBefore.y, 0);
    expect((await viewer.boundingBox())!.height).toBeCloseTo(sectionBefore.height, 0);

    // The list: the product, then one button per part, named as in the file.
    const root = gltf.nodes[0]!;
    const partNames = root.children!.map((index) => gltf.nodes[index]!.name!);
    const buttons = page.locator('[data-testid="model-viewer-elements"] button');
    expect(await buttons.allInnerTexts()).toEqual([root.name, ...partNames]);
    expect(await selectedButtons(page).count()).toBe(0);

    // Beside the canvas at 1440 px, below it at 375 px.
    const canvasBox = (await page.locator('[data-testid="model-viewer-canvas"]').boundingBox())!;
    const listBox = (await page.locator('[data-testid="model-viewer-elements"]').boundingBox())!;
    if (width >= 1440) expect(listBox.x).toBeGreaterThan(canvasBox.x + canvasBox.width - 1);
    else expect(listBox.y).toBeGreaterThan(canvasBox.y + canvasBox.height - 1);

    // From the list: the leaf, with the facts of its node in the glTF.
    const leafName = partNames.find((name) => /^leaf( \d)?$/.test(name))!;
    const leaf = expectedPart(leafName);
    const plain = await canvasPixels(page);
    await elementButton(page, leafName).click();
    expect(await selectedButtons(page).allInnerTexts()).toEqual([leafName]);
    expect(await property(page, 'name').innerText()).toBe(leafName);
    expect(await property(page, 'material').innerText()).toBe(leaf.material);
    expect(await property(page, 'size').innerText()).toBe(leaf.size);
    expect(await property(page, 'triangles').innerText()).toBe(leaf.triangles);
    expect(await page.locator('[data-testid="model-viewer-extra-volume_m3"] dt').innerText()).toBe('Объём, м³');
    // The announcement is written by an effect after the selection's render: wait for it.
    await expect.poll(() => page.locator('[data-testid="model-viewer-announcement"]').innerText()).toBe(`Выбран элемент: ${leafName}.`);
    // The focus stays on the button the visitor pressed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    // The view shows it: the picture changes.
    expect(pixelDifference(await canvasPixels(page), plain)).toBeGreaterThan(0.02);

    // Choosing it again clears the selection, and the view goes back to the file's own look.
    await elementButton(page, leafName).click();
    expect(await selectedButtons(page).count()).toBe(0);
    expect(await property(page, 'name').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="model-viewer-announcement"]').innerText()).toBe('Выбор снят.');
    expect(pixelDifference(await canvasPixels(page), plain)).toBeLessThan(0.002);

    // The product: its overall size is the whole glTF's.
    await buttons.first().click();
    const extent = gltfExtent(gltf);
    expect(await property(page, 'size').innerText()).toBe(formatSizes('ru', [mm(extent.max[0]! - extent.min[0]!), mm(extent.max[2]! - extent.min[2]!), mm(extent.max[1]! - extent.min[1]!)]));
    await page.keyboard.press('Escape');
    expect(await selectedButtons(page).count()).toBe(0);

    // A drag turns the model and selects nothing.
    await page.locator('[data-testid="model-viewer-canvas"]').scrollIntoViewIfNeeded();
    const box = (await page.locator('[data-testid="model-viewer-canvas"]').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y, { steps: 5 });
    await page.mouse.up();
    expect(await selectedButtons(page).count()).toBe(0);
    await page.locator('.model-viewer__reset').click();

    // A click on the middle of the door picks the part drawn there (not the whole product).
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => selectedButtons(page).count()).toBe(1);
    const picked = await selectedButtons(page).innerText();
    expect(partNames).toContain(picked);
    const facts = expectedPart(picked);
    expect(await property(page, 'name').innerText()).toBe(picked);
    expect(await property(page, 'material').innerText()).toBe(facts.material);
    expect(await property(page, 'size').innerText()).toBe(facts.size);
    await page.screenshot({ path: `test-results/screenshots/model-viewer-selected-${width}.png` });

    // Clicking it again on the canvas clears the selection; so does Esc after picking it once more.
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => selectedButtons(page).count()).toBe(0);
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => selectedButtons(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => selectedButtons(page).count()).toBe(0);

    // Reading the canvas back makes software GL note 'GPU stall due to ReadPixels': the test's doing.
    expect(problems.filter((problem) => !/GPU stall due to ReadPixels/.test(problem))).toEqual([]);
    await context.close();
  }, 40_000);
});
