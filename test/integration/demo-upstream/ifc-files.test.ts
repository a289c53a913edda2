// The demo's IFC files, read back with web-ifc (what a viewer and the portal's reader
// use): one model of every product shape, plus imperfect models of every defect kind.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as WebIFC from 'web-ifc';
import type { Model } from '#shared/types/index.ts';
import type { ModelIndexEntry } from '#server/demo-upstream/dataset/index.ts';
import type { IfcDefect } from '#server/demo-upstream/products/model-product.ts';
import { IMPERFECT_PER_MILLE, ifcDefects, pageDimensions } from '#server/demo-upstream/products/model-product.ts';
import { COMMON_PSET, MANUFACTURER_PSET } from '#server/demo-upstream/products/properties.ts';
import { SHAPE_KEYS } from '#server/demo-upstream/products/shapes.ts';
import type { DemoUpstream } from '#server/demo-upstream/start.ts';
import { startDemoUpstream } from '#server/demo-upstream/start.ts';

interface ReadFile {
  schema: string;
  spatial: string[];
  productType: string;
  psets: Map<string, Map<string, unknown>>;
  quantities: Map<string, number>;
  classification: string | null;
  /** The Box representation's XDim, YDim, ZDim (mm). */
  box: number[] | null;
  size: number[];
}

let upstream: DemoUpstream;
const api = new WebIFC.IfcAPI();

beforeAll(async () => {
  upstream = await startDemoUpstream({ seed: 4242, port: 0 });
  await api.Init();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

const value = (wrapped: unknown): unknown => (wrapped && typeof wrapped === 'object' && 'value' in wrapped ? (wrapped as { value: unknown }).value : wrapped);

async function readIfc(bytes: Uint8Array): Promise<ReadFile> {
  const id = api.OpenModel(bytes);
  try {
    const tree = await api.properties.getSpatialStructure(id);
    const spatial: string[] = [];
    let node: { type: string; expressID: number; children: Array<{ type: string; expressID: number; children: unknown[] }> } | undefined = tree;
    let productId = 0;
    while (node) {
      spatial.push(node.type.toUpperCase());
      productId = node.expressID;
      node = node.children[0] as typeof node | undefined;
    }
    const product = api.GetLine(id, productId);
    const psets = new Map<string, Map<string, unknown>>();
    const quantities = new Map<string, number>();
    for (const set of await api.properties.getPropertySets(id, productId, true)) {
      const name = String(value(set.Name));
      if (Array.isArray(set.HasProperties)) psets.set(name, new Map(set.HasProperties.map((p: { Name: unknown; NominalValue: unknown }) => [String(value(p.Name)), value(p.NominalValue)])));
      if (Array.isArray(set.Quantities)) for (const q of set.Quantities) quantities.set(String(value(q.Name)), Number(value(q.LengthValue ?? q.AreaValue ?? q.VolumeValue ?? q.WeightValue)));
    }
    let classification: string | null = null;
    for (const relId of api.GetLineIDsWithType(id, WebIFC.IFCRELASSOCIATESCLASSIFICATION) as unknown as Iterable<number>) {
      const rel = api.GetLine(id, relId, true);
      if (rel.RelatedObjects.some((o: { expressID: number }) => o.expressID === productId)) classification = String(value(rel.RelatingClassification.Identification));
    }
    let box: number[] | null = null;
    for (const representation of api.GetLine(id, product.Representation.value, true).Representations) {
      if (value(representation.RepresentationIdentifier) !== 'Box') continue;
      const item = representation.Items[0];
      box = [item.XDim, item.YDim, item.ZDim].map((dim: unknown) => Number(value(dim)));
    }
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    api.StreamAllMeshes(id, (mesh) => {
      for (let i = 0; i < mesh.geometries.size(); i += 1) {
        const placed = mesh.geometries.get(i);
        const geometry = api.GetGeometry(id, placed.geometryExpressID);
        const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
        const m = placed.flatTransformation;
        for (let k = 0; k < vertices.length; k += 6) {
          const [x, y, z] = [vertices[k]!, vertices[k + 1]!, vertices[k + 2]!];
          const p = [m[0]! * x + m[4]! * y + m[8]! * z + m[12]!, m[1]! * x + m[5]! * y + m[9]! * z + m[13]!, m[2]! * x + m[6]! * y + m[10]! * z + m[14]!];
          for (let a = 0; a < 3; a += 1) {
            min[a] = Math.min(min[a]!, p[a]!);
            max[a] = Math.max(max[a]!, p[a]!);
          }
        }
        geometry.delete();
      }
    });
    return {
      schema: api.GetModelSchema(id),
      spatial,
      productType: api.GetNameFromTypeCode(product.type).toUpperCase(),
      psets,
      quantities,
      classification,
      box,
      // web-ifc gives metres, y up: width, height, depth in millimetres.
      size: min.map((v, a) => Math.round((max[a]! - v) * 1000)),
    };
  } finally {
    api.CloseModel(id);
  }
}

async function download(model: Model): Promise<{ bytes: Uint8Array; response: Response }> {
  const file = model.files.find((candidate) => candidate.ext === 'ifc')!;
  const response = await fetch(`${upstream.origin}/uploads${file.url}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), response };
}

const defectsOf = (entry: ModelIndexEntry): IfcDefect[] => ifcDefects(upstream.dataset.seed, entry.model, upstream.dataset.companyById.get(entry.model.company_id)!, entry.product);

describe('demo IFC files', () => {
  it('list an IFC4 file for every model with 3D geometry', () => {
    for (const entry of upstream.dataset.entries) {
      const ifc = entry.model.files.filter((file) => file.ext === 'ifc');
      expect(ifc.length).toBe(entry.has3dGeometry ? 1 : 0);
      if (ifc[0]) expect(ifc[0].version).toBe('IFC4');
    }
  });

  it('parse with web-ifc for one model of every shape: IFC4, project > site > building > storey > product, the right class, psets and the page size', async () => {
    const byShape = new Map<string, ModelIndexEntry>();
    for (const entry of upstream.dataset.entries) {
      if (entry.has3dGeometry && !byShape.has(entry.product.kind.shape) && defectsOf(entry).length === 0) byShape.set(entry.product.kind.shape, entry);
    }
    expect([...byShape.keys()].sort()).toEqual([...SHAPE_KEYS].sort());
    for (const [shape, entry] of byShape) {
      const { model, product } = entry;
      const read = await readIfc((await download(model)).bytes);
      const where = `${shape} (model ${model.id})`;
      expect(read.schema, where).toBe('IFC4');
      expect(read.spatial, where).toEqual(['IFCPROJECT', 'IFCSITE', 'IFCBUILDING', 'IFCBUILDINGSTOREY', product.kind.entity.toUpperCase()]);
      expect(read.productType, where).toBe(product.kind.entity.toUpperCase());
      const common = read.psets.get(COMMON_PSET[product.kind.entity]);
      expect(common, where).toBeDefined();
      expect(common?.get('Reference'), where).toBe(model.name_short);
      const manufacturer = read.psets.get(MANUFACTURER_PSET);
      expect(manufacturer?.get('Manufacturer'), where).toBe(upstream.dataset.companyById.get(model.company_id)?.name_short);
      expect(manufacturer?.get('ModelReference'), where).toBe(model.name_short);
      // The product's reference is the portal's own id of its most specific level.
      expect(read.classification, where).toBe(String(model.code_class ?? model.code_type));
      const dims = pageDimensions(model);
      // The Box states the page's size in the product's axes: x width, y depth (the page's length), z height.
      expect(read.box, where).toEqual([dims.width, dims.depth, dims.height]);
      // IFC4's base quantities where the class has sizes in them: a door's Width and Height, a wall's Length along it.
      if (product.kind.entity === 'IfcDoor' || product.kind.entity === 'IfcWindow') expect([read.quantities.get('Width'), read.quantities.get('Height')], where).toEqual([dims.width, dims.height]);
      if (product.kind.entity === 'IfcWall') expect([read.quantities.get('Length'), read.quantities.get('Width')], where).toEqual([dims.width, dims.depth]);
      // The geometry spans the page's size (circles are tessellated by the reader, a few per cent inside).
      const tolerance = (mm: number) => (dims.round ? mm * 0.04 + 1 : 1);
      [dims.width, dims.height, dims.depth].forEach((mm, axis) => expect(Math.abs(read.size[axis]! - mm), `${where} axis ${axis}: ${read.size.join('x')}`).toBeLessThanOrEqual(tolerance(mm)));
    }
  }, 120_000);

  it('are imperfect for about 15 % of models, and the recorded defects are what the file holds', async () => {
    const withIfc = upstream.dataset.entries.filter((entry) => entry.has3dGeometry);
    const imperfect = withIfc.filter((entry) => defectsOf(entry).length > 0);
    const share = imperfect.length / withIfc.length;
    expect(share).toBeGreaterThan(IMPERFECT_PER_MILLE / 1000 - 0.03);
    expect(share).toBeLessThan(IMPERFECT_PER_MILLE / 1000 + 0.03);
    // One model of each defect kind, and one with two defects.
    const samples = new Map<string, ModelIndexEntry>();
    for (const entry of imperfect) {
      const defects = defectsOf(entry);
      for (const defect of defects) if (!samples.has(defect.kind)) samples.set(defect.kind, entry);
      if (defects.length > 1 && !samples.has('two')) samples.set('two', entry);
    }
    expect([...samples.keys()].sort()).toEqual(['dimension-mismatch', 'manufacturer-mismatch', 'missing-common-pset', 'missing-manufacturer-pset', 'no-classification', 'two']);
    for (const entry of samples.values()) {
      const { model, product } = entry;
      const read = await readIfc((await download(model)).bytes);
      const defects = defectsOf(entry);
      const kinds = new Set(defects.map((defect) => defect.kind));
      const where = `model ${model.id}: ${[...kinds].join(', ')}`;
      expect(read.schema).toBe('IFC4');
      expect(read.psets.has(COMMON_PSET[product.kind.entity]), where).toBe(!kinds.has('missing-common-pset'));
      expect(read.psets.has(MANUFACTURER_PSET), where).toBe(!kinds.has('missing-manufacturer-pset'));
      expect(read.classification === null, where).toBe(kinds.has('no-classification'));
      for (const defect of defects) {
        if (defect.kind === 'dimension-mismatch') {
          expect(read.box?.[0], where).toBe(defect.file);
          expect(defect.file).not.toBe(pageDimensions(model).width);
        }
        if (defect.kind === 'manufacturer-mismatch') {
          expect(read.psets.get(MANUFACTURER_PSET)?.get('Manufacturer'), where).toBe(defect.file);
          expect(defect.page).toBe(upstream.dataset.companyById.get(model.company_id)?.name_short);
        }
      }
    }
  }, 120_000);

  it('are served with Content-Length, an ETag that answers 304, and the size the model call lists', async () => {
    const entry = upstream.dataset.entries.find((candidate) => candidate.has3dGeometry)!;
    const { bytes, response } = await download(entry.model);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-step');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.subarray(0, 13))).toBe('ISO-10303-21;');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await download(entry.model);
    expect(Buffer.from(again.bytes).equals(Buffer.from(bytes))).toBe(true);
    const file = entry.model.files.find((candidate) => candidate.ext === 'ifc')!;
    expect((await fetch(`${upstream.origin}/uploads${file.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const listed = (await (await fetch(`${upstream.origin}/web2/model/${entry.model.id}/files`)).json()) as Pick<Model, 'files'>;
    expect(listed.files.find((candidate) => candidate.ext === 'ifc')?.size).toBe(bytes.length);
  });
});
