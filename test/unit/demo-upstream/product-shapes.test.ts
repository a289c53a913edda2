import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '#server/demo-upstream/dataset/taxonomy.ts';
import { IFC_ENTITIES, PRODUCT_KINDS, productKind } from '#server/demo-upstream/products/kinds.ts';
import { hasAppearance } from '#server/demo-upstream/products/materials.ts';
import { shapeGltf } from '#server/demo-upstream/products/gltf.ts';
import { shapePictureSvg } from '#server/demo-upstream/products/picture.ts';
import { SHAPE_KEYS, buildShape } from '#server/demo-upstream/products/shapes.ts';
import type { ShapeKey } from '#server/demo-upstream/products/shapes.ts';
import { boundsOf, solidVolume } from '#server/demo-upstream/products/solids.ts';
import { buildDictionaries } from '#server/demo-upstream/dataset/dictionaries.ts';

const classes = TAXONOMY.flatMap((category) => category.types.flatMap((type) => type.classes.map((cls) => ({ category, cls }))));
const dict = buildDictionaries();

/** The sizes a class's models come in: its smallest and largest, with each of its suffixes as variant words. */
function samples(cls: (typeof classes)[number]['cls']): Array<{ width: number; height: number; depth: number; hints: string }> {
  const [wMin, wMax, hMin, hMax, lMin, lMax] = cls.dims;
  const out = [];
  for (const [w, h, l] of [[wMin, hMin, lMin], [wMax, hMax, lMax], [wMin, hMax, lMax]] as const) {
    for (const suffix of [['', ''], ...cls.suffixes]) {
      out.push({ width: w, height: h, depth: cls.round ? w : l, hints: `${cls.product[1]} X-01 ${suffix[1]}`.toLowerCase() });
    }
  }
  return out;
}

describe('product kinds', () => {
  it('give every class of the taxonomy a shape, an IFC class and materials the dictionary knows', () => {
    for (const { cls } of classes) {
      const kind = productKind(cls.en);
      expect(SHAPE_KEYS).toContain(kind.shape);
      expect(IFC_ENTITIES).toContain(kind.entity);
      for (const key of [...kind.primary, ...(kind.secondary ?? []), ...(kind.glass ?? [])]) {
        expect(dict.materialIdByKey.has(key), `${cls.en}: ${key}`).toBe(true);
        expect(hasAppearance(key)).toBe(true);
      }
      for (const key of kind.rooms ?? []) expect(dict.roomIdByKey.has(key), `${cls.en}: room ${key}`).toBe(true);
      for (const key of kind.buildings ?? []) expect(dict.buildingIdByKey.has(key), `${cls.en}: building ${key}`).toBe(true);
      if (kind.predefined === 'USERDEFINED') expect(kind.objectType).toBeTruthy();
    }
    expect(Object.keys(PRODUCT_KINDS).sort()).toEqual(classes.map(({ cls }) => cls.en).sort());
  });

  it('never make a kerb or paving of timber, nor a WC for a kitchen', () => {
    expect(productKind('Kerbs').primary).not.toContain('wood');
    expect(productKind('Paving slabs').primary).not.toContain('wood');
    expect(productKind('Wall-hung WCs').rooms).not.toContain('kitchen');
    expect(productKind('Beds').rooms).toEqual(expect.arrayContaining(['bedroom']));
  });

  it('use at least 12 different shapes and every shape', () => {
    const used = new Set(classes.map(({ cls }) => productKind(cls.en).shape));
    expect(used.size).toBeGreaterThanOrEqual(12);
    expect([...used].sort()).toEqual([...SHAPE_KEYS].sort());
  });
});

describe('buildShape', () => {
  it('fills exactly the model’s width x depth x height for every class, size and variant', () => {
    for (const { cls } of classes) {
      const shape = productKind(cls.en).shape;
      for (const sample of samples(cls)) {
        const built = buildShape({ shape, ...sample });
        expect(built.solids.length, `${cls.en}`).toBeGreaterThan(0);
        const { min, max } = boundsOf(built.solids);
        const where = `${cls.en} ${sample.width}x${sample.height}x${sample.depth} '${sample.hints}'`;
        expect(min.map((v) => Math.round(v * 100) / 100 + 0), where).toEqual([0, 0, 0]);
        expect(max.map((v) => Math.round(v * 100) / 100), where).toEqual([sample.width, sample.depth, sample.height]);
        for (const solid of built.solids) expect(solid.to - solid.from, `${where}: ${solid.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic and follows the variant words', () => {
    const input = { shape: 'radiator' as ShapeKey, width: 800, height: 570, depth: 90, hints: 'bimetallic radiator rb-04 10 sections' };
    expect(JSON.stringify(buildShape(input))).toBe(JSON.stringify(buildShape(input)));
    expect(buildShape(input).solids.filter((solid) => /^section \d+$/.test(solid.name))).toHaveLength(10);
    expect(buildShape({ ...input, hints: 'bimetallic radiator rb-04 12 sections' }).solids.filter((solid) => /^section \d+$/.test(solid.name))).toHaveLength(12);
    const door = (hints: string) => buildShape({ shape: 'door', width: 900, height: 2100, depth: 60, hints }).solids;
    expect(door('interior door dm-01 glazed').some((solid) => solid.role === 'glass')).toBe(true);
    expect(door('interior door dm-01 solid').some((solid) => solid.role === 'glass')).toBe(false);
    expect(door('steel entrance door ds-01 double-leaf').filter((solid) => /^leaf \d$/.test(solid.name))).toHaveLength(2);
  });
});

describe('shapeGltf', () => {
  const shape = buildShape({ shape: 'door', width: 900, height: 2100, depth: 60, hints: 'glazed' });
  const keys = shape.solids.map((solid) => (solid.role === 'glass' ? 'tempered' : solid.role === 'metal' ? 'steel' : 'wood'));
  const gltf = shapeGltf('Door', shape, keys, (key) => key) as {
    nodes: Array<{ name: string; mesh?: number; children?: number[]; extras?: { volume_m3?: unknown } }>;
    meshes: unknown[];
    materials: Array<{ name: string; alphaMode?: string }>;
    accessors: Array<{ min?: number[]; max?: number[]; count: number; type: string }>;
    buffers: Array<{ byteLength: number; uri: string }>;
  };

  it('has one named node and mesh per solid under a root node', () => {
    expect(gltf.nodes[0]?.children).toHaveLength(shape.solids.length);
    expect(gltf.nodes.slice(1).map((node) => node.name)).toEqual(shape.solids.map((solid) => solid.name));
    expect(gltf.meshes).toHaveLength(shape.solids.length);
    expect(gltf.materials.map((material) => material.name).sort()).toEqual(['steel', 'tempered', 'wood']);
    expect(gltf.materials.find((material) => material.name === 'tempered')?.alphaMode).toBe('BLEND');
    const bytes = Buffer.from(gltf.buffers[0]?.uri.split(',')[1] ?? '', 'base64');
    expect(bytes.length).toBe(gltf.buffers[0]?.byteLength);
  });

  it('carries each solid’s volume in m³ as node extras, and the product’s total on the root', () => {
    const volumes = shape.solids.map((solid) => solidVolume(solid) / 1e9);
    gltf.nodes.slice(1).forEach((node, index) => expect(node.extras?.volume_m3).toBeCloseTo(volumes[index]!, 7));
    expect(gltf.nodes[0]?.extras?.volume_m3).toBeCloseTo(volumes.reduce((sum, volume) => sum + volume, 0), 6);
    // A door leaf 900 × 2100 mm is tens of litres, not cubic metres nor millilitres.
    const leaf = gltf.nodes.find((node) => /leaf/.test(node.name));
    expect(leaf?.extras?.volume_m3).toBeGreaterThan(0.01);
    expect(leaf?.extras?.volume_m3).toBeLessThan(0.2);
  });

  it('spans the model’s size in metres, y up, centred on the floor', () => {
    const positions = gltf.accessors.filter((accessor) => accessor.max && accessor.type === 'VEC3');
    const max = [0, 1, 2].map((axis) => Math.max(...positions.map((accessor) => accessor.max![axis]!)));
    const min = [0, 1, 2].map((axis) => Math.min(...positions.map((accessor) => accessor.min![axis]!)));
    expect(max).toEqual([0.45, 2.1, 0.03].map(Math.fround));
    expect(min).toEqual([-0.45, 0, -0.03].map(Math.fround));
  });

  it('is the same text for the same input and changes with the size', () => {
    expect(JSON.stringify(shapeGltf('Door', shape, keys, (key) => key))).toBe(JSON.stringify(gltf));
    const wider = buildShape({ shape: 'door', width: 1000, height: 2100, depth: 60, hints: 'glazed' });
    expect(JSON.stringify(shapeGltf('Door', wider, keys, (key) => key))).not.toBe(JSON.stringify(gltf));
  });
});

describe('shapePictureSvg', () => {
  const shape = buildShape({ shape: 'radiator', width: 800, height: 570, depth: 90, hints: '10 sections' });
  const keys = shape.solids.map(() => 'steel');
  const picture = (view: number, width = 480, height = 360) => shapePictureSvg(shape, keys, view, 'Радиатор «РБ-04»', { width, height });

  it('is an SVG of the size asked for, titled, deterministic', () => {
    const svg = picture(1);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="360" viewBox="[-\d. ]+" role="img" aria-label="Радиатор «РБ-04»">/);
    expect(svg).toContain('<title>Радиатор «РБ-04»</title>');
    expect(picture(1)).toBe(svg);
    expect(picture(1, 120, 120)).toMatch(/width="120" height="120"/);
  });

  it('draws each view from another angle, and more faces for more sections', () => {
    const views = [1, 2, 3, 4, 5].map((view) => picture(view));
    expect(new Set(views).size).toBe(5);
    const paths = (svg: string) => svg.split('<path ').length - 1;
    const fewer = shapePictureSvg(buildShape({ shape: 'radiator', width: 800, height: 570, depth: 90, hints: '6 sections' }), keys, 3, 'r', { width: 480, height: 360 });
    expect(paths(views[2]!)).toBeGreaterThan(paths(fewer));
  });

  it('keeps the drawing’s proportions: a tall door draws taller than wide in a square frame', () => {
    const door = buildShape({ shape: 'door', width: 900, height: 2100, depth: 60, hints: '' });
    const svg = shapePictureSvg(door, door.solids.map(() => 'wood'), 3, 'Дверь', { width: 400, height: 400 });
    const xs: number[] = [];
    const ys: number[] = [];
    for (const match of svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)) {
      xs.push(Number(match[1]));
      ys.push(Number(match[2]));
    }
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    expect(height / width).toBeCloseTo(2100 / 900, 1);
  });
});
