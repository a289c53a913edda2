// The demo's IFC writer and the BFF's reader agree (decisions 0022, 0023): over a
// deterministic sample of demo models (every product shape perfect and imperfect,
// every defect kind, evenly spread models, and every model of one category), GET
// /api/models/:id/ifc-facts reads each file in the parse pool and finds, for a model
// without recorded defects, no disagreement and a standard common set at least 90 %
// filled; for a model with defects, exactly the flags its defects call for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IfcFactsDto } from '#shared/api/dto.ts';
import type { ModelIndexEntry } from '#server/demo-upstream/dataset/index.ts';
import type { IfcDefect } from '#server/demo-upstream/products/model-product.ts';
import { ifcDefects } from '#server/demo-upstream/products/model-product.ts';
import { COMMON_PSET } from '#server/demo-upstream/products/properties.ts';
import { SHAPE_KEYS } from '#server/demo-upstream/products/shapes.ts';
import { startStack, type Stack } from '../api/harness.ts';

const SAMPLE_SIZE = 200;
/** Every model of this category too (the smallest with IFC files: coverings, drains, vents, gutters and downpipes). */
const WHOLE_CATEGORY = 'Roofing';
/** Requests in flight at once: the pool parses two files at a time, the rest wait in its queue. */
const CONCURRENCY = 4;
/** What a complete demo file scores at least: a property that cannot apply to a product may be left out. */
const PERFECT_MIN_PERCENT = 90;

let stack: Stack;
let defectsOf: (entry: ModelIndexEntry) => IfcDefect[];

beforeAll(async () => {
  stack = await startStack();
  const { dataset } = stack.demo;
  defectsOf = (entry) => ifcDefects(dataset.seed, entry.model, dataset.companyById.get(entry.model.company_id)!, entry.product);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** Deterministic: the first perfect and imperfect model of every shape, three of every defect kind, then evenly spread models. */
function sample(entries: ModelIndexEntry[]): ModelIndexEntry[] {
  const chosen = new Map<number, ModelIndexEntry>();
  const take = (entry: ModelIndexEntry | undefined) => entry && chosen.set(entry.model.id, entry);
  for (const shape of SHAPE_KEYS) {
    const ofShape = entries.filter((entry) => entry.product.kind.shape === shape);
    take(ofShape.find((entry) => defectsOf(entry).length === 0));
    take(ofShape.find((entry) => defectsOf(entry).length > 0));
  }
  for (const kind of ['missing-common-pset', 'missing-manufacturer-pset', 'dimension-mismatch', 'no-classification', 'manufacturer-mismatch'] as const) {
    for (const entry of entries.filter((candidate) => defectsOf(candidate).some((defect) => defect.kind === kind)).slice(0, 3)) take(entry);
  }
  const stride = Math.max(1, Math.floor(entries.length / SAMPLE_SIZE));
  for (let at = 0; chosen.size < SAMPLE_SIZE && at < entries.length; at += stride) take(entries[at]);
  return [...chosen.values()];
}

async function factsOf(id: number): Promise<IfcFactsDto> {
  for (let attempt = 0; ; attempt += 1) {
    // Each model asked by a visitor of its own, as a crowd would: one client's API rate limit is not the subject here.
    const res = await stack.app.inject({ method: 'GET', url: `/api/models/${id}/ifc-facts?wait=8000`, remoteAddress: `10.24.${(id >> 8) & 255}.${id & 255}` });
    expect(res.statusCode, `model ${id}`).toBe(200);
    const body = res.json() as IfcFactsDto;
    // A cold worker on a loaded machine may outlast the wait; the read goes on, so ask again.
    if (body.state !== 'pending' || attempt === 20) return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the reader must flag for these defects, and nothing else: 'kind:status' (the sizes with both values). */
function expectedFlags(defects: IfcDefect[]): string[] {
  return defects
    .flatMap((defect): string[] => {
      switch (defect.kind) {
        case 'dimension-mismatch':
          return [`${defect.dimension}:differs:${defect.page}->${defect.file}`];
        case 'manufacturer-mismatch':
          return [`manufacturer:differs:${defect.page}->${defect.file}`];
        case 'missing-manufacturer-pset':
          return ['manufacturer:missing'];
        case 'no-classification':
          return ['classification:missing'];
        case 'missing-common-pset':
          return [];
      }
    })
    .sort();
}

function flagsOf(dto: IfcFactsDto): string[] {
  return dto.disagreements
    .map((d) => (d.status === 'missing' ? `${d.kind}:missing` : d.unit === 'mm' || d.kind === 'manufacturer' ? `${d.kind}:differs:${d.page}->${d.file}` : `${d.kind}:differs`))
    .sort();
}

describe('the demo IFC files read by the BFF', () => {
  it('agree with their pages: complete files score ≥ 90 % with no disagreement, each recorded defect is flagged and nothing else', async () => {
    const { dataset } = stack.demo;
    const withIfc = dataset.entries.filter((entry) => entry.model.files.some((file) => file.ext === 'ifc'));
    const category = dataset.categories.find((item) => item.text_en === WHOLE_CATEGORY)!;
    const models = new Map(sample(withIfc).map((entry) => [entry.model.id, entry]));
    for (const entry of withIfc) if (entry.model.code_category === category.id) models.set(entry.model.id, entry);
    const entries = [...models.values()];
    // The sample covers what it claims to.
    expect(new Set(entries.map((entry) => entry.product.kind.shape)).size).toBe(SHAPE_KEYS.length);
    expect(new Set(entries.flatMap((entry) => defectsOf(entry).map((defect) => defect.kind))).size).toBe(5);

    const problems: string[] = [];
    const queue = [...entries];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const { model, product } = entry;
          const dto = await factsOf(model.id);
          const defects = defectsOf(entry);
          const where = `model ${model.id} (${product.kind.entity}, ${product.kind.shape}${defects.length ? `; ${defects.map((d) => d.kind).join(', ')}` : ''})`;
          if (dto.state !== 'read') {
            problems.push(`${where}: ${dto.state} ${dto.reason ?? ''}`);
            continue;
          }
          const completeness = dto.completeness;
          if (completeness?.propertySet !== COMMON_PSET[product.kind.entity]) problems.push(`${where}: scored against ${completeness?.propertySet ?? 'nothing'}`);
          const missingSet = defects.some((defect) => defect.kind === 'missing-common-pset');
          if (missingSet && (completeness?.present !== 0 || completeness.percent !== 0)) problems.push(`${where}: the missing common set scores ${completeness?.percent} %`);
          if (!missingSet && (completeness?.percent ?? 0) < PERFECT_MIN_PERCENT) {
            problems.push(`${where}: ${completeness?.percent} %, unfilled ${completeness?.properties.filter((p) => !p.filled).map((p) => p.name).join(', ')}`);
          }
          const expected = expectedFlags(defects);
          const found = flagsOf(dto);
          if (JSON.stringify(found) !== JSON.stringify(expected)) problems.push(`${where}: flags ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`);
        }
      }),
    );
    expect(problems).toEqual([]);
    console.info(`${entries.length} demo IFC files read and checked in ${Math.round(performance.now() - started)} ms`);
  }, 600_000);
});
