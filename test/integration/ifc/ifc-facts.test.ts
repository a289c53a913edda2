// Issue 24 §2: GET /api/models/:id/ifc-facts on the demo upstream, its IFC files
// served by a fixture server. Read facts, completeness and disagreements for a
// complete and an imperfect file; "could not be read" (never a 500) for a
// malformed, truncated, foreign, oversized or missing file; one download and one
// parse per file version however many ask at once; cached afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IfcFactsDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import { spatialPath } from '#shared/domain/ifc/structure.ts';
import { IFC_MAX_FILE_BYTES } from '#server/ifc/limits.ts';
import { fixture, startIfcStack, type IfcStack } from './ifc-stack.ts';
import { personaliseDoor } from './personalise.ts';

let stack: IfcStack;
let pool: Model[];

beforeAll(async () => {
  stack = await startIfcStack();
  // Models whose listed IFC file is under the cap, with every size on the page (the fixtures give all three).
  pool = stack.ifcModels().filter((m) => m.width !== null && m.height !== null && m.length !== null && (m.files.find((f) => f.ext === 'ifc')?.size ?? 0) < IFC_MAX_FILE_BYTES);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

let next = 0;
/** A demo model not used by another test yet (each has its own cache entry). */
function freshModel(accept: (model: Model) => boolean = () => true): Model {
  while (next < pool.length) {
    const model = pool[next++]!;
    if (accept(model)) return model;
  }
  throw new Error('no demo model left');
}

function companyName(model: Model): string {
  return stack.composed.upstream.demo!.dataset.companies.find((company) => company.id === model.company_id)?.name_short ?? '';
}

async function facts(model: Model | number, headers: Record<string, string> = {}) {
  const id = typeof model === 'number' ? model : model.id;
  const res = await stack.app.inject({ method: 'GET', url: `/api/models/${id}/ifc-facts?lang=en`, headers });
  return { res, body: res.json() as IfcFactsDto };
}

/**
 * The facts once settled: a cold worker on a loaded machine may outlast the route's wait
 * (8 s) and answer 'pending'; the read goes on, so asking again gets the answer.
 */
async function settled(model: Model) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await facts(model);
    if (answer.body.state !== 'pending' || attempt === 10) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function metric(name: string, labels: string): Promise<number> {
  const text = await stack.metrics.text();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('a complete IFC file', () => {
  it('gives anonymous visitors its facts: schema, class, structure, sets with units, materials, classification; 100 % and no disagreement', async () => {
    const model = freshModel();
    stack.serve(model, { body: Buffer.from(personaliseDoor(fixture('door-complete.ifc').toString('latin1'), { model, companyName: companyName(model) }), 'latin1') });
    const { res, body } = await settled(model);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    expect(body.state).toBe('read');
    expect(body.reason).toBeNull();
    expect(body.file).toMatchObject({ name: model.files.find((f) => f.ext === 'ifc')!.file_name });
    // Data about the file, never the file: no address of it anywhere in the answer.
    expect(res.body).not.toContain('/files/');
    const f = body.facts!;
    expect(f.schema).toBe('IFC4');
    expect(f.lengthUnit).toEqual({ symbol: 'mm', metres: 0.001 });
    const door = f.entities.find((entity) => entity.id === f.mainProductId)!;
    expect(door).toMatchObject({ ifcClass: 'IfcDoor', predefinedType: 'DOOR', tag: 'DV-1', typeName: 'DV-1 type' });
    expect(spatialPath(f, door.id).map((entity) => `${entity.ifcClass}:${entity.name}`)).toEqual([
      'IfcProject:Test project',
      'IfcSite:Site',
      'IfcBuilding:Building',
      'IfcBuildingStorey:Level 0',
      `IfcDoor:Door DV-1 900x2100`,
    ]);
    const common = door.propertySets.find((set) => set.name === 'Pset_DoorCommon')!;
    expect(common.properties.find((p) => p.name === 'FireRating')).toMatchObject({ value: 'EI30', valueType: 'IFCLABEL' });
    expect(common.properties.find((p) => p.name === 'ThermalTransmittance')).toMatchObject({ value: 1.4, unit: 'W/(m²·K)' });
    const quantities = door.propertySets.find((set) => set.name === 'Qto_DoorBaseQuantities')!;
    expect(quantities.kind).toBe('quantities');
    expect(quantities.properties.find((p) => p.name === 'Width')).toMatchObject({ value: model.width, unit: 'mm', si: model.width! / 1000 });
    // The type's set reaches the occurrence.
    expect(door.propertySets.find((set) => set.name === 'Pset_ManufacturerTypeInformation')).toMatchObject({ fromType: true });
    expect(door.materials.map((m) => m.name)).toEqual(['Steel', 'Mineral wool']);
    expect(door.classifications).toEqual([{ system: 'BIM portal classification', identification: String(model.code_class ?? model.code_type), name: 'Doors' }]);
    expect(body.completeness).toMatchObject({ ifcClass: 'IfcDoor', propertySet: 'Pset_DoorCommon', expected: 19, present: 19, filled: 19, percent: 100 });
    expect(body.disagreements).toEqual([]);
  });

  it('is downloaded and parsed once for many concurrent visitors, then served from the cache', async () => {
    const model = freshModel();
    stack.serve(model, { body: fixture('door-complete.ifc') });
    const parsesBefore = await metric('ifc_parse_duration_seconds_count', 'outcome="ok"');
    const answers = await Promise.all(Array.from({ length: 6 }, () => settled(model)));
    expect(answers.every(({ body }) => body.state === 'read')).toBe(true);
    expect(stack.hits(model)).toBe(1);
    expect(await metric('ifc_parse_duration_seconds_count', 'outcome="ok"')).toBe(parsesBefore + 1);
    await facts(model);
    expect(stack.hits(model)).toBe(1);
  });

  it('reads an IFC2X3 file too, and flags a classification the page does not have', async () => {
    const model = freshModel();
    stack.serve(model, { body: fixture('window-ifc2x3.ifc') });
    const { body } = await settled(model);
    expect(body.state).toBe('read');
    expect(body.facts!.schema).toBe('IFC2X3');
    const window = body.facts!.entities.find((entity) => entity.id === body.facts!.mainProductId)!;
    expect(window).toMatchObject({ ifcClass: 'IfcWindow', name: 'Window W-1' });
    expect(window.classifications).toEqual([{ system: 'Uniclass 2015', identification: 'Pr_30_59_98_96', name: 'Windows' }]);
    expect(body.disagreements.find((d) => d.kind === 'classification')).toMatchObject({ status: 'differs', file: 'Pr_30_59_98_96 Windows' });
    expect(body.completeness).toMatchObject({ propertySet: 'Pset_WindowCommon', filled: 0, percent: 0 });
  });
});

describe('an imperfect IFC file', () => {
  it('scores the standard set it half fills and flags every disagreement with the page', async () => {
    // Sizes far from the file's 1200 × 2100 mm, so both disagree.
    const model = freshModel((m) => Math.abs(m.width! - 1200) > 50 && Math.abs(m.height! - 2100) > 50);
    stack.serve(model, { body: fixture('door-imperfect.ifc') });
    const { res, body } = await settled(model);
    expect(res.statusCode).toBe(200);
    expect(body.state).toBe('read');
    expect(body.completeness).toMatchObject({ ifcClass: 'IfcDoor', expected: 19, present: 4, filled: 2, percent: 10 });
    const byName = new Map(body.completeness!.properties.map((entry) => [entry.name, entry]));
    expect(byName.get('FireRating')).toEqual({ name: 'FireRating', present: true, filled: false });
    expect(byName.get('SmokeStop')).toEqual({ name: 'SmokeStop', present: false, filled: false });
    const kinds = Object.fromEntries(body.disagreements.map((d) => [d.kind, d]));
    expect(kinds.width).toMatchObject({ status: 'differs', page: model.width, file: 1200, unit: 'mm', source: 'IfcDoor.OverallWidth' });
    expect(kinds.height).toMatchObject({ status: 'differs', page: model.height, file: 2100, unit: 'mm' });
    expect(kinds.manufacturer).toMatchObject({ status: 'differs', page: companyName(model), file: 'Some Other Factory Ltd' });
    expect(kinds.classification).toMatchObject({ status: 'missing', file: null });
    // The file gives no depth: no disagreement about it.
    expect(kinds.length).toBeUndefined();
  });
});

describe('a file that cannot be read', () => {
  const cases: Array<[string, () => Buffer, string]> = [
    ['malformed', () => fixture('malformed.ifc'), 'malformed'],
    ['truncated', () => fixture('truncated.ifc'), 'malformed'],
    ['not a STEP file at all', () => fixture('not-step.ifc'), 'malformed'],
    ['empty', () => Buffer.alloc(0), 'malformed'],
  ];
  for (const [what, body, reason] of cases) {
    it(`${what}: 200 with state unreadable (${reason}), a log line and a metric`, async () => {
      const model = freshModel();
      stack.serve(model, { body: body() });
      const before = await metric('ifc_unreadable_total', `reason="${reason}"`);
      const { res, body: dto } = await settled(model);
      expect(res.statusCode).toBe(200);
      expect(dto).toMatchObject({ state: 'unreadable', reason, facts: null, completeness: null, disagreements: [] });
      expect(await metric('ifc_unreadable_total', `reason="${reason}"`)).toBe(before + 1);
      expect(stack.logger.entries.some((entry) => entry.msg === 'IFC file could not be read' && JSON.stringify(entry.obj).includes(model.files.find((f) => f.ext === 'ifc')!.url))).toBe(true);
      // Cached as unreadable: the next visitor does not make it parse again.
      await facts(model);
      expect(stack.hits(model)).toBe(1);
    });
  }

  it('larger than the cap by its Content-Length: refused before the body is read', async () => {
    const model = freshModel();
    stack.serve(model, { claimLength: IFC_MAX_FILE_BYTES + 1 });
    const { res, body } = await settled(model);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ state: 'unreadable', reason: 'too_large' });
  });

  it('larger than the cap while streaming (no Content-Length): refused once the cap is passed', async () => {
    const model = freshModel();
    const big = Buffer.alloc(IFC_MAX_FILE_BYTES + 1024, 0x20);
    big.write('ISO-10303-21;\n', 0, 'latin1');
    stack.serve(model, { body: big, chunked: true });
    const { res, body } = await settled(model);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ state: 'unreadable', reason: 'too_large' });
  });

  it('missing on the uploads host: unreadable now, asked again next time (not cached)', async () => {
    const model = freshModel();
    stack.serve(model, { status: 404 });
    const first = await settled(model);
    expect(first.res.statusCode).toBe(200);
    expect(first.body).toMatchObject({ state: 'unreadable', reason: 'unavailable' });
    await facts(model);
    expect(stack.hits(model)).toBe(2);
  });

  it('hostile (a 100,000-character name, an aggregation cycle, dangling and self references, 5,000 proxies): read within the bounds', async () => {
    const model = freshModel();
    stack.serve(model, { body: fixture('hostile.ifc') });
    const { res, body } = await settled(model);
    expect(res.statusCode).toBe(200);
    expect(body.state).toBe('read');
    expect(body.facts!.truncated).toBe(true);
    expect(body.facts!.productCount).toBe(5000);
    expect(body.facts!.entities.length).toBeLessThanOrEqual(200);
    expect(body.facts!.entities[0]!.name!.length).toBeLessThanOrEqual(500);
    expect(res.body.length).toBeLessThan(1024 * 1024);
  });
});

describe('what is not a file', () => {
  it('a model without an .ifc file is state none; unknown and malformed ids are 404', async () => {
    const without = stack.composed.upstream.demo!.dataset.models.find((m) => !m.files.some((f) => f.ext === 'ifc'))!;
    expect((await facts(without)).body).toMatchObject({ state: 'none', file: null, facts: null });
    expect((await facts(999_999_999)).res.statusCode).toBe(404);
    const bad = await stack.app.inject({ method: 'GET', url: '/api/models/abc/ifc-facts' });
    expect(bad.statusCode).toBe(404);
  });

  it('the page loader\'s bounded wait: a cold read past it is pending (no-store), and the read goes on to fill the cache', async () => {
    const model = freshModel();
    stack.serve(model, { body: fixture('door-complete.ifc') });
    const api = stack.composed.services.forRequest({ lang: 'ru' });
    const quick = await api.getIfcFacts(String(model.id), { waitMs: 0 });
    expect(quick).toMatchObject({ state: 'pending', facts: null });
    expect(quick.file?.name).toBe(model.files.find((f) => f.ext === 'ifc')!.file_name);
    await expect.poll(async () => (await api.getIfcFacts(String(model.id), { waitMs: 0 })).state, { timeout: 20_000 }).toBe('read');
  });

  it('?wait=0 on a cold file answers pending with Retry-After and no-store, then the facts', async () => {
    const model = freshModel();
    stack.serve(model, { body: fixture('door-imperfect.ifc') });
    const cold = await stack.app.inject({ method: 'GET', url: `/api/models/${model.id}/ifc-facts?wait=0` });
    expect(cold.statusCode).toBe(200);
    expect(cold.json()).toMatchObject({ state: 'pending' });
    expect(cold.headers['cache-control']).toBe('no-store');
    expect(cold.headers['retry-after']).toBe('2');
    await expect.poll(async () => (await facts(model)).body.state, { timeout: 20_000 }).toBe('read');
    expect((await stack.app.inject({ method: 'GET', url: `/api/models/${model.id}/ifc-facts?wait=-1` })).statusCode).toBe(400);
  });
});

describe('what is known without reading', () => {
  it('GET /api/ifc-summaries: class and completeness of models whose facts were served, unknown for the rest, never a download', async () => {
    const read = freshModel();
    const broken = freshModel();
    const untouched = freshModel();
    stack.serve(read, { body: fixture('door-imperfect.ifc') });
    stack.serve(broken, { body: fixture('malformed.ifc') });
    stack.serve(untouched, { body: fixture('door-complete.ifc') });
    // A cold worker on a loaded machine may outlast the route's wait: ask until the facts are served.
    await expect.poll(async () => (await facts(read)).body.state, { timeout: 30_000 }).toBe('read');
    await expect.poll(async () => (await facts(broken)).body.state, { timeout: 30_000 }).toBe('unreadable');
    const res = await stack.app.inject({ method: 'GET', url: `/api/ifc-summaries?ids=${read.id}-${broken.id}-${untouched.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: read.id, state: 'read', ifcClass: 'IfcDoor', percent: 10 },
        { id: broken.id, state: 'unreadable', ifcClass: null, percent: null },
        { id: untouched.id, state: 'unknown', ifcClass: null, percent: null },
      ],
    });
    expect(stack.hits(untouched)).toBe(0);
    const tooMany = Array.from({ length: 49 }, (_v, n) => n + 1).join('-');
    expect((await stack.app.inject({ method: 'GET', url: `/api/ifc-summaries?ids=${tooMany}` })).statusCode).toBe(400);
    expect((await stack.app.inject({ method: 'GET', url: '/api/ifc-summaries?ids=1,2' })).statusCode).toBe(400);
  });
});
