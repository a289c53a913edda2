// The 3D view's element rules (client/routes/model/model-viewer/scene-elements.ts): which nodes
// make elements and in what order, their overall size in millimetres, triangles, materials and extras.
import { describe, expect, it } from 'vitest';
import { MAX_EXTRAS, MAX_EXTRA_TEXT, boxSize, elementLabel, sceneElements, sceneRoot, scalarExtras, type PlainMesh, type PlainNode } from '#client/routes/model/model-viewer/scene-elements.ts';

const mesh = (material: string, triangles: number, min: [number, number, number], max: [number, number, number]): PlainMesh => ({ material, triangles, box: { min, max } });
const node = (name: string, meshes: PlainMesh[], children: PlainNode[] = [], extras?: unknown): PlainNode => ({ name, extras, meshes, children });

// A door as the demo writes it: the product, then a frame and a leaf (metres, y up, 900 wide, 2100 high, 60 deep).
const frame = node('frame', [mesh('Steel', 48, [-0.45, 0, -0.03], [0.45, 2.1, 0.03])], [], { volume_m3: 0.0123 });
const leaf = node('leaf', [mesh('Oak', 12, [-0.4, 0.01, -0.02], [0.4, 2.05, 0.02])], [], { volume_m3: 0.065 });
const door = node('Steel door DS-1', [], [frame, leaf], { volume_m3: 0.0773 });

describe('sceneElements', () => {
  it('lists the product first, then its parts in the file’s order, with depth', () => {
    const { elements } = sceneElements(door);
    expect(elements.map((element) => [element.index, element.name, element.depth])).toEqual([
      [0, 'Steel door DS-1', 0],
      [1, 'frame', 1],
      [2, 'leaf', 1],
    ]);
  });

  it('gives the product the whole size, triangles and materials, and each part its own', () => {
    const [product, first, second] = sceneElements(door).elements;
    expect(product?.size).toEqual([900, 60, 2100]);
    expect(product?.triangles).toBe(60);
    expect(product?.materials).toEqual(['Steel', 'Oak']);
    expect(first?.size).toEqual([900, 60, 2100]);
    expect(second?.size).toEqual([800, 40, 2040]);
    expect(second?.materials).toEqual(['Oak']);
    expect(second?.extras).toEqual([['volume_m3', 0.065]]);
  });

  it('leaves out nodes that draw nothing, and numbers unnamed parts', () => {
    const camera = node('camera', []);
    const emptyGroup = node('group', [], [node('', [])]);
    const unnamed = node('', [mesh('', 2, [0, 0, 0], [0.1, 0.1, 0.1])]);
    const group = node('  ', [], [unnamed]);
    const { elements, nodes } = sceneElements(node('', [], [camera, emptyGroup, group, leaf]));
    expect(elements.map((element) => [element.name, element.depth, element.part])).toEqual([
      [null, 0, 0],
      [null, 1, 1],
      [null, 2, 2],
      ['leaf', 1, 3],
    ]);
    expect(nodes).toEqual([expect.anything(), group, unnamed, leaf]);
    expect(elements.map((element) => element.index)).toEqual([0, 1, 2, 3]);
    // A group takes the size of what is under it.
    expect(elements[1]?.size).toEqual([100, 100, 100]);
    expect(elements[2]?.materials).toEqual([]);
  });

  it('keeps the root even when nothing is drawn, without a size', () => {
    const { elements } = sceneElements(node('Empty', []));
    expect(elements).toHaveLength(1);
    expect(elements[0]?.size).toBeNull();
    expect(elements[0]?.triangles).toBe(0);
  });

  it('handles a file of many parts', () => {
    const parts = Array.from({ length: 5000 }, (_, i) => node(`p${i}`, [mesh('M', 1, [i, 0, 0], [i + 1, 1, 1])]));
    const { elements } = sceneElements(node('Big', [], parts));
    expect(elements).toHaveLength(5001);
    expect(elements[0]?.size).toEqual([5_000_000, 1000, 1000]);
    expect(elements[0]?.triangles).toBe(5000);
  });
});

describe('sceneRoot', () => {
  it('takes a scene’s only top node as the product, or puts several under an unnamed root', () => {
    expect(sceneRoot([door])).toBe(door);
    const root = sceneRoot([frame, leaf]);
    expect(root.name).toBe('');
    expect(root.children).toEqual([frame, leaf]);
    expect(sceneElements(root).elements[0]?.size).toEqual([900, 60, 2100]);
  });
});

describe('boxSize', () => {
  it('is width × depth × height in millimetres from a y-up box in metres, without float noise', () => {
    expect(boxSize({ min: [Math.fround(-0.45), 0, Math.fround(-0.03)], max: [Math.fround(0.45), Math.fround(2.1), Math.fround(0.03)] })).toEqual([900, 60, 2100]);
    expect(boxSize({ min: [0, 0, 0], max: [0.0125, 0.001, 0.3333333] })).toEqual([12.5, 333.333, 1]);
    expect(boxSize(null)).toBeNull();
  });
});

describe('scalarExtras', () => {
  it('keeps strings, finite numbers and booleans, in order, and drops the rest', () => {
    expect(scalarExtras({ volume_m3: 0.07, category: 'wood', fire_rated: false, nested: { a: 1 }, list: [1], nan: Number.NaN, inf: Infinity, none: null, blank: ' ', '': 'x' })).toEqual([
      ['volume_m3', 0.07],
      ['category', 'wood'],
      ['fire_rated', false],
    ]);
  });

  it('ignores extras that are not an object', () => {
    for (const extras of [undefined, null, 5, 'text', [1, 2]]) expect(scalarExtras(extras)).toEqual([]);
  });

  it('bounds how many and how long', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(scalarExtras(many)).toHaveLength(MAX_EXTRAS);
    const [[key, value]] = scalarExtras({ ['k'.repeat(500)]: 'v'.repeat(500) }) as [[string, string]];
    expect(key).toHaveLength(MAX_EXTRA_TEXT);
    expect(value).toHaveLength(MAX_EXTRA_TEXT);
    expect(value.endsWith('…')).toBe(true);
  });
});

describe('elementLabel', () => {
  const t = (key: string, values?: Record<string, number>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it('is the node’s name, else "Whole model" for the root and "Part N" for a part', () => {
    const { elements } = sceneElements(node('', [], [node('', [mesh('', 1, [0, 0, 0], [1, 1, 1])]), leaf]));
    expect(elements.map((element) => elementLabel(element, t))).toEqual(['modelViewer.wholeModel', 'modelViewer.part{"number":1}', 'leaf']);
  });
});
