// Issue 24 §3: the IDS files the portal offers, a model checked against one of them,
// and against an uploaded .ids (same-origin rule, 1 MB, safe XML, its own rate limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdsCheckDto, IdsOfferedListDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import { IDS_UPLOAD_RATE_LIMIT_MAX } from '#shared/constants.ts';
import { readIds } from '#shared/domain/ids/read-ids.ts';
import { IFC_MAX_FILE_BYTES } from '#server/ifc/limits.ts';
import { fixture, startIfcStack, type IfcStack } from './ifc-stack.ts';
import { personaliseDoor } from './personalise.ts';

let stack: IfcStack;
let complete: Model;
let imperfect: Model;
let unreadable: Model;

beforeAll(async () => {
  stack = await startIfcStack();
  const pool = stack.ifcModels().filter((m) => m.width !== null && m.height !== null && m.length !== null && (m.files.find((f) => f.ext === 'ifc')?.size ?? 0) < IFC_MAX_FILE_BYTES);
  // The complete fixture takes its page's sizes: a page a door's size, so the checks' 0.3–3 m bounds hold for it.
  complete = pool.find((m) => m.width! > 300 && m.width! < 3000 && m.height! > 300 && m.height! < 3000)!;
  [imperfect, unreadable] = pool.filter((m) => m !== complete).slice(0, 2) as [Model, Model];
  const companyName = stack.composed.upstream.demo!.dataset.companies.find((company) => company.id === complete.company_id)?.name_short ?? '';
  stack.serve(complete, { body: Buffer.from(personaliseDoor(fixture('door-complete.ifc').toString('latin1'), { model: complete, companyName }), 'latin1') });
  stack.serve(imperfect, { body: fixture('door-imperfect.ifc') });
  stack.serve(unreadable, { body: fixture('truncated.ifc') });
  // Read the three files first: a cold worker on a loaded machine may outlast a check's own wait.
  for (const model of [complete, imperfect, unreadable]) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await stack.app.inject({ method: 'GET', url: `/api/models/${model.id}/ifc-facts` });
      if (res.json().state !== 'pending') break;
    }
  }
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const get = (url: string) => stack.app.inject({ method: 'GET', url });
const upload = (model: Model | number, xml: string, headers: Record<string, string> = {}) =>
  stack.app.inject({
    method: 'POST',
    url: `/api/models/${typeof model === 'number' ? model : model.id}/ids`,
    headers: { 'content-type': 'application/xml', 'sec-fetch-site': 'same-origin', ...headers },
    payload: xml,
  });

function byId(result: IdsCheckDto) {
  return Object.fromEntries(result.specifications.map((spec) => [spec.identifier ?? spec.name, spec]));
}

const IDS = (specification: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ids xmlns="http://standards.buildingsmart.org/IDS" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <info><title>Uploaded</title></info>
  <specifications>${specification}</specifications>
</ids>`;

describe('the offered IDS files', () => {
  it('are listed with their titles and served as XML that reads as IDS', async () => {
    const list = await get('/api/ids');
    expect(list.statusCode).toBe(200);
    const { items } = list.json() as IdsOfferedListDto;
    expect(items.map((item) => item.id)).toEqual(['manufacturer-data', 'dimensions-and-classification', 'common-properties']);
    for (const item of items) {
      const file = await get(item.href);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(readIds(file.body).specifications.length).toBe(item.specifications);
    }
    expect((await get('/api/ids/nope.ids')).statusCode).toBe(404);
    expect((await get('/api/ids/..%2Fpackage.json')).statusCode).toBe(400);
  });
});

describe('a model checked against an offered IDS', () => {
  it('manufacturer data: the complete file passes, the imperfect one fails on the model label it lacks', async () => {
    const good = (await get(`/api/models/${complete.id}/ids/manufacturer-data`)).json() as IdsCheckDto;
    expect(good).toMatchObject({ ids: { id: 'manufacturer-data', title: 'Manufacturer data (minimal)' }, state: 'checked', summary: { pass: 2, fail: 0, notApplicable: 0 } });
    const bad = await get(`/api/models/${imperfect.id}/ids/manufacturer-data`);
    expect(bad.statusCode).toBe(200);
    const specs = byId(bad.json() as IdsCheckDto);
    expect(specs['MD-1']).toMatchObject({ status: 'fail', applicable: 1, passed: 0 });
    expect(specs['MD-1']!.failures).toEqual([
      {
        entity: { id: 50, ifcClass: 'IfcDoor', name: 'Door' },
        requirement: 'property "Pset_ManufacturerTypeInformation"."ModelLabel" (required)',
        found: null,
      },
    ]);
    expect(specs['MD-2']).toMatchObject({ status: 'pass' });
  });

  it('dimensions and classification: each specification of the imperfect file with the requirement and the value found', async () => {
    expect((await get(`/api/models/${complete.id}/ids/dimensions-and-classification`)).json()).toMatchObject({ summary: { pass: 4, fail: 0 } });
    const specs = byId((await get(`/api/models/${imperfect.id}/ids/dimensions-and-classification`)).json() as IdsCheckDto);
    expect(specs['DC-1']).toMatchObject({ status: 'fail', failures: [{ requirement: 'classification (required)', found: null }] });
    expect(specs['DC-2']).toMatchObject({ status: 'fail', failures: [{ requirement: 'material (required)', found: null }] });
    // 1.2 m × 2.1 m, in SI as IDS compares them, within 0.2–6 m.
    expect(specs['DC-3']).toMatchObject({ status: 'pass', applicable: 1, passed: 1 });
    // FireRating is there but blank: no value.
    expect(specs['DC-4']).toMatchObject({ status: 'fail' });
    expect(specs['DC-4']!.failures[0]!.requirement).toContain('"FireRating"');
  });

  it('an unreadable file is state unreadable, an unknown IDS or model 404, never a 500', async () => {
    expect((await get(`/api/models/${unreadable.id}/ids/common-properties`)).json()).toMatchObject({ state: 'unreadable', specifications: [] });
    expect((await get(`/api/models/${complete.id}/ids/no-such-ids`)).statusCode).toBe(404);
    expect((await get('/api/models/999999999/ids/manufacturer-data')).statusCode).toBe(404);
  });
});

describe('an uploaded IDS', () => {
  it('is checked: each facet kind with the value found', async () => {
    const xml = IDS(`
      <specification name="Doors are fire rated" identifier="U-1" ifcVersion="IFC4">
        <applicability minOccurs="1" maxOccurs="unbounded">
          <entity><name><simpleValue>IFCDOOR</simpleValue></name><predefinedType><simpleValue>DOOR</simpleValue></predefinedType></entity>
        </applicability>
        <requirements>
          <attribute><name><simpleValue>Tag</simpleValue></name><value><simpleValue>DV-1</simpleValue></value></attribute>
          <property dataType="IFCLABEL"><propertySet><simpleValue>Pset_DoorCommon</simpleValue></propertySet><baseName><simpleValue>FireRating</simpleValue></baseName>
            <value><xs:restriction base="xs:string"><xs:enumeration value="EI30"/><xs:enumeration value="EI60"/></xs:restriction></value></property>
          <property><propertySet><simpleValue>Qto_DoorBaseQuantities</simpleValue></propertySet><baseName><simpleValue>Width</simpleValue></baseName>
            <value><xs:restriction base="xs:double"><xs:minExclusive value="0.3"/><xs:maxExclusive value="3"/></xs:restriction></value></property>
          <classification><system><simpleValue>BIM portal classification</simpleValue></system></classification>
          <material><value><xs:restriction base="xs:string"><xs:pattern value="Ste+l"/></xs:restriction></value></material>
        </requirements>
      </specification>
      <specification name="No proxies" identifier="U-2" ifcVersion="IFC4">
        <applicability minOccurs="0" maxOccurs="0"><entity><name><simpleValue>IFCBUILDINGELEMENTPROXY</simpleValue></name></entity></applicability>
      </specification>
      <specification name="Only for IFC2X3" identifier="U-3" ifcVersion="IFC2X3">
        <applicability><entity><name><simpleValue>IFCDOOR</simpleValue></name></entity></applicability>
      </specification>`);
    const good = await upload(complete, xml);
    expect(good.statusCode).toBe(200);
    expect(good.headers['cache-control']).toBe('private, no-store');
    const specs = byId(good.json() as IdsCheckDto);
    expect(specs['U-1']).toMatchObject({ status: 'pass', applicable: 1, passed: 1 });
    expect(specs['U-2']).toMatchObject({ status: 'pass' });
    expect(specs['U-3']).toMatchObject({ status: 'not_applicable', note: 'Written for IFC2X3; the file is IFC4' });
    const bad = byId((await upload(imperfect, xml)).json() as IdsCheckDto);
    expect(bad['U-1']!.status).toBe('fail');
    expect(bad['U-1']!.failures.map((failure) => [failure.requirement.split(' ')[0], failure.found])).toEqual([
      ['attribute', null],
      ['property', null],
      ['property', null],
      ['classification', null],
      ['material', null],
    ]);
  });

  it('reports what it does not support instead of passing it', async () => {
    const xml = IDS(`
      <specification name="Part of a storey" ifcVersion="IFC4">
        <applicability><entity><name><simpleValue>IFCDOOR</simpleValue></name></entity>
          <partOf relation="IFCRELCONTAINEDINSPATIALSTRUCTURE"><entity><name><simpleValue>IFCBUILDINGSTOREY</simpleValue></name></entity></partOf></applicability>
      </specification>`);
    const result = (await upload(complete, xml)).json() as IdsCheckDto;
    expect(result.unsupported).toEqual(['partOf facet']);
    expect(result.specifications[0]).toMatchObject({ status: 'not_applicable' });
  });

  it('refuses hostile and broken XML with a 400 that says why', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE ids [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><ids><info><title>&c;</title></info></ids>`;
    const external = `<?xml version="1.0"?><!DOCTYPE ids [<!ENTITY x SYSTEM "file:///etc/passwd">]><ids><info><title>&x;</title></info></ids>`;
    const deep = `<ids>${'<a>'.repeat(200)}${'</a>'.repeat(200)}</ids>`;
    for (const [xml, says] of [
      [laughs, 'document type'],
      [external, 'document type'],
      [deep, 'deeper than'],
      ['<ids><info><title>open', 'not well-formed'],
      ['<html><body>hello</body></html>', 'root element'],
      [IDS(''), 'no specification'],
    ] as const) {
      const res = await upload(complete, xml);
      expect(res.statusCode, xml.slice(0, 40)).toBe(400);
      expect(res.json().error.message).toContain(says);
    }
  });

  it('follows the rules of every write: same origin, XML only, at most 1 MB, an unknown model is 404', async () => {
    const xml = IDS('<specification name="x" ifcVersion="IFC4"><applicability><entity><name><simpleValue>IFCDOOR</simpleValue></name></entity></applicability></specification>');
    expect((await upload(complete, xml, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await upload(complete, xml, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await upload(complete, xml, { 'content-type': 'text/xml; charset=utf-8' })).statusCode).toBe(200);
    const huge = IDS(`<!--${'x'.repeat(1024 * 1024)}-->`);
    expect((await upload(complete, huge)).statusCode).toBe(413);
    expect((await upload(999_999_999, xml)).statusCode).toBe(404);
  });

  it(`is limited to ${IDS_UPLOAD_RATE_LIMIT_MAX} uploads per client per window, then 429`, async () => {
    const xml = IDS('<specification name="x" ifcVersion="IFC4"><applicability><entity><name><simpleValue>IFCWALL</simpleValue></name></entity></applicability></specification>');
    const statuses: number[] = [];
    for (let n = 0; n < IDS_UPLOAD_RATE_LIMIT_MAX + 1; n += 1) statuses.push((await upload(complete, xml, { 'x-forwarded-for': '203.0.113.9' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
