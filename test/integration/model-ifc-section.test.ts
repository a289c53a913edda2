// Issue 24 §2–§3 on the model page, rendered by the production build on the demo
// upstream: "What's in the file" in the server's HTML (crawlers, visitors without
// JavaScript) for a complete and an imperfect demo IFC file with its flagged
// disagreements, a file that could not be read, a cold read the page does not wait for,
// a model with no IFC file, the Product JSON-LD's additionalProperty, and the IDS check
// asked for with the picker's plain GET form (?ids=).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { IdsOfferedListDto, IfcFactsDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import type { ModelIndexEntry } from '#server/demo-upstream/dataset/index.ts';
import { ifcDefects, type IfcDefect } from '#server/demo-upstream/products/model-product.ts';
import { modelPath } from '#shared/domain/links.ts';
import { buildTestApp } from '#test/support/app.ts';

const ORIGIN = 'https://bim.example';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

let app: FastifyInstance;
let fresh = 0;
const used = new Set<number>();

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN });
}, 60_000);
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const demo = () => app.demoUpstream!;
const page = (path: string) => request(app.server).get(`${path}${path.includes('?') ? '&' : '?'}fresh=${++fresh}`).set('user-agent', BOT);

function defectsOf(entry: ModelIndexEntry): IfcDefect[] {
  const { dataset } = demo();
  return ifcDefects(dataset.seed, entry.model, dataset.companyById.get(entry.model.company_id)!, entry.product);
}

/** A demo model with an IFC file, not used by another test of this file (each has its own cache entry). */
function ifcModel(accept: (entry: ModelIndexEntry, defects: IfcDefect[]) => boolean): Model {
  const { dataset } = demo();
  for (const model of dataset.models) {
    if (used.has(model.id) || !model.files.some((file) => file.ext === 'ifc')) continue;
    const entry = dataset.entryById.get(model.id)!;
    if (!accept(entry, defectsOf(entry))) continue;
    used.add(model.id);
    return model;
  }
  throw new Error('no such demo model');
}

/** Reads the model's file through the API until it is read (a cold worker may outlast one wait), so the page finds it cached. */
async function warm(model: Model): Promise<IfcFactsDto> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await request(app.server).get(`/api/models/${model.id}/ifc-facts?wait=8000`).expect(200);
    const body = res.body as IfcFactsDto;
    if (body.state !== 'pending' || attempt === 10) return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The outer HTML of the first element with this data-testid (nesting of the same tag counted). */
function element(text: string, testId: string): string {
  const at = text.indexOf(`data-testid="${testId}"`);
  if (at < 0) return '';
  const start = text.lastIndexOf('<', at);
  const tag = /^<([a-z0-9]+)/i.exec(text.slice(start))?.[1] ?? '';
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'gi');
  pattern.lastIndex = start;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return text.slice(start, match.index + match[0].length);
  }
  return '';
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

function productJsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map((script) => JSON.parse(script[1]!) as Record<string, unknown>).find((item) => item['@type'] === 'Product')!;
}

describe('a complete IFC file', () => {
  it('is shown to an anonymous crawler: schema, class, structure, sets with units, completeness, no disagreement; never the file address', async () => {
    const model = ifcModel((_entry, defects) => defects.length === 0);
    const facts = await warm(model);
    expect(facts.state).toBe('read');
    const product = facts.facts!.entities.find((entity) => entity.id === facts.facts!.mainProductId)!;

    const res = await page(modelPath(model.alias, model.id)).expect(200);
    const section = element(res.text, 'model-ifc');
    expect(section).toContain('data-state="read"');
    expect(section).toContain('Что внутри файла');
    expect(textOf(element(section, 'ifc-schema'))).toContain(facts.facts!.schema);
    expect(textOf(element(section, 'ifc-class'))).toContain(product.ifcClass);
    // Project → site → building → storey → product.
    const structure = element(section, 'ifc-structure');
    expect([...structure.matchAll(/data-class="([^"]+)"/g)].map((match) => match[1])).toEqual(['IfcProject', 'IfcSite', 'IfcBuilding', 'IfcBuildingStorey', product.ifcClass]);
    // Every property and quantity set of the product, folded, with its properties and units.
    const sets = [...section.matchAll(/data-testid="ifc-pset" data-name="([^"]+)"/g)].map((match) => match[1]);
    expect(sets).toEqual(product.propertySets.map((set) => set.name));
    expect(element(section, 'ifc-psets')).toContain('<details');
    const measured = product.propertySets.flatMap((set) => set.properties).find((property) => property.unit !== null && typeof property.value === 'number')!;
    expect(section).toContain(`${measured.name}</dt>`);
    expect(textOf(section)).toContain(measured.unit!);
    expect(element(section, 'ifc-quantities')).not.toBe('');
    expect(textOf(element(section, 'ifc-materials'))).toContain(product.materials[0]!.name);
    expect(textOf(element(section, 'ifc-classification'))).toContain(product.classifications[0]!.identification!);
    // The completeness of the class's standard set, with the list.
    expect(facts.completeness!.percent).toBeGreaterThanOrEqual(90);
    const completeness = element(section, 'ifc-completeness');
    expect(textOf(element(completeness, 'ifc-completeness-percent'))).toBe(`${facts.completeness!.percent} %`);
    expect(completeness).toContain(facts.completeness!.propertySet!);
    expect(completeness.match(/<li /g)).toHaveLength(facts.completeness!.expected);
    expect(element(section, 'ifc-agree')).not.toBe('');
    expect(element(section, 'ifc-disagreements')).toBe('');
    // Facts, never a way to the file: no address, no name.
    expect(section).not.toContain('/files/');
    expect(res.text).not.toContain(model.files.find((file) => file.ext === 'ifc')!.file_name);
  });

  it('carries the IFC class and the key properties as additionalProperty in the Product JSON-LD', async () => {
    const model = ifcModel((_entry, defects) => defects.length === 0);
    const facts = await warm(model);
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    const product = productJsonLd(res.text);
    const main = facts.facts!.entities.find((entity) => entity.id === facts.facts!.mainProductId)!;
    const properties = product.additionalProperty as Array<Record<string, unknown>>;
    expect(properties[0]).toEqual({ '@type': 'PropertyValue', propertyID: 'IfcClass', name: 'IFC class', value: main.ifcClass });
    expect(properties).toContainEqual({ '@type': 'PropertyValue', propertyID: 'IfcSchema', name: 'IFC schema', value: facts.facts!.schema });
    expect(properties).toContainEqual(expect.objectContaining({ propertyID: `${facts.completeness!.propertySet}.Completeness`, value: facts.completeness!.percent, unitText: 'percent' }));
    const common = main.propertySets.find((set) => set.name === facts.completeness!.propertySet)!;
    const filled = common.properties.find((property) => property.value !== null)!;
    expect(properties).toContainEqual(expect.objectContaining({ '@type': 'PropertyValue', propertyID: `${common.name}.${filled.name}`, name: filled.name, value: filled.value }));
    expect(properties.length).toBeLessThanOrEqual(4 + 12);
  });
});

describe('an imperfect IFC file', () => {
  it('flags every disagreement with the page, with both values, in English too', async () => {
    const model = ifcModel((_entry, defects) => defects.some((defect) => defect.kind === 'dimension-mismatch') && defects.some((defect) => defect.kind !== 'dimension-mismatch' && defect.kind !== 'missing-common-pset'));
    const facts = await warm(model);
    expect(facts.disagreements.length).toBeGreaterThanOrEqual(2);
    const res = await page(modelPath(model.alias, model.id, 'en')).expect(200);
    const section = element(res.text, 'model-ifc');
    expect(section).toContain("What&#x27;s in the file");
    const flagged = [...element(section, 'ifc-disagreements').matchAll(/data-kind="([^"]+)" data-status="([^"]+)"/g)].map((match) => `${match[1]}:${match[2]}`);
    expect(flagged).toEqual(facts.disagreements.map((item) => `${item.kind}:${item.status}`));
    const size = facts.disagreements.find((item) => item.unit === 'mm')!;
    const sizeLine = textOf([...element(section, 'ifc-disagreements').matchAll(/<li[^>]*data-kind="([^"]+)"[\s\S]*?<\/li>/g)].find((match) => match[1] === size.kind)![0]);
    expect(sizeLine).toContain(`on the page ${size.page.toLocaleString('en-GB')} mm`);
    expect(sizeLine).toContain(`in the file ${Number(size.file).toLocaleString('en-GB')} mm`);
    expect(element(section, 'ifc-agree')).toBe('');
  });
});

describe('states without facts', () => {
  it('a file that could not be read: the reason in plain words, the rest of the page whole', async () => {
    const model = ifcModel(() => true);
    const file = model.files.find((candidate) => candidate.ext === 'ifc')!;
    demo().faults.set(`/uploads/files/${model.id}/*`, { kind: 'malformed' });
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    const section = element(res.text, 'model-ifc');
    expect(section).toContain('data-state="unreadable"');
    expect(element(section, 'ifc-unreadable')).toContain('data-reason="malformed"');
    expect(textOf(section)).toContain('IFC-файл модели не удалось прочитать: он повреждён, обрезан или это не IFC-файл.');
    expect(res.text).not.toContain(file.file_name);
    expect(res.text).toContain('data-testid="model-overview"');
    expect(element(section, 'model-ids')).toBe('');
  });

  it('a cold read the page does not wait for: "being read" after the short wait, with a way to refresh', async () => {
    const model = ifcModel(() => true);
    const file = model.files.find((candidate) => candidate.ext === 'ifc')!;
    demo().faults.set(`/uploads/files/${model.id}/*`, { kind: 'delay', ms: 6_000 });
    const started = Date.now();
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const section = element(res.text, 'model-ifc');
    expect(section).toContain('data-state="pending"');
    expect(textOf(element(section, 'ifc-pending'))).toContain('IFC-файл модели читается');
    expect(res.text).not.toContain(file.file_name);
    expect(element(section, 'ifc-pending')).toContain('#model-ifc"');
  });

  it('a model without an IFC file has no section', async () => {
    const model = demo().dataset.models.find((candidate) => candidate.files.length > 0 && !candidate.files.some((file) => file.ext === 'ifc'))!;
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    expect(res.text).not.toContain('data-testid="model-ifc"');
    expect(productJsonLd(res.text).additionalProperty).toBeUndefined();
  });
});

describe('the IDS check without JavaScript', () => {
  it('offers the portal IDS files in a plain GET form, and ?ids= renders that check in the HTML', async () => {
    const model = ifcModel((_entry, defects) => defects.some((defect) => defect.kind === 'missing-manufacturer-pset'));
    await warm(model);
    const offered = (await request(app.server).get('/api/ids').expect(200)).body as IdsOfferedListDto;
    const path = modelPath(model.alias, model.id);
    const plain = await page(path).expect(200);
    const picker = element(plain.text, 'ids-picker');
    expect(picker).toMatch(/^<form [^>]*action="#model-ids"/);
    expect(picker).toMatch(/^<form [^>]*method="get"/);
    expect(picker).toContain('name="ids"');
    for (const item of offered.items) expect(picker).toContain(`value="${item.id}"`);
    expect(element(plain.text, 'ids-result')).toBe('');

    const checked = await page(`${path}?ids=manufacturer-data`).expect(200);
    const result = element(checked.text, 'ids-result');
    expect(result).toContain('data-ids="manufacturer-data"');
    expect(result.match(/data-testid="ids-spec"/g)!.length).toBeGreaterThan(0);
    // The file lacks the manufacturer's set: at least one specification fails, naming what it required.
    expect(result).toContain('data-status="fail"');
    expect(element(result, 'ids-failure')).toContain('Pset_ManufacturerTypeInformation');
    // The page's canonical address has no ?ids=.
    expect(checked.text).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
    // An id that is not offered is no check and no error.
    const unknown = await page(`${path}?ids=no-such-ids`).expect(200);
    expect(element(unknown.text, 'ids-result')).toBe('');
  });
});

describe('an own .ids posted without JavaScript', () => {
  const ownIds = (ifcClass: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ids xmlns="http://standards.buildingsmart.org/IDS" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <info><title>Posted requirements</title></info>
  <specifications>
    <specification name="Named product" ifcVersion="IFC4">
      <applicability minOccurs="1" maxOccurs="unbounded"><entity><name><simpleValue>${ifcClass.toUpperCase()}</simpleValue></name></entity></applicability>
      <requirements><attribute cardinality="required"><name><simpleValue>Name</simpleValue></name></attribute></requirements>
    </specification>
  </specifications>
</ids>`;
  const post = (path: string) => request(app.server).post(path).set('origin', ORIGIN).set('sec-fetch-site', 'same-origin');

  it('is checked by the page action and rendered with the page (200, no redirect): its title and each specification', async () => {
    const model = ifcModel((_entry, defects) => defects.length === 0);
    const facts = await warm(model);
    const ifcClass = facts.facts!.entities.find((entity) => entity.id === facts.facts!.mainProductId)!.ifcClass;
    const path = modelPath(model.alias, model.id);
    const res = await post(path).field('intent', 'ids-upload').attach('ids', Buffer.from(ownIds(ifcClass)), { filename: 'mine.ids', contentType: 'application/xml' }).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const result = element(res.text, 'ids-result');
    expect(textOf(result)).toMatch(/^«Posted requirements» ?: выполнено: 1, не выполнено: 0, неприменимо: 0 /);
    expect(element(result, 'ids-spec')).toContain('data-status="pass"');
    // The page's other form (the request form, in <noscript>) takes no part of this answer: step 1, no error.
    expect(res.text).toMatch(/data-step="1"/);
    expect(res.text).not.toContain('data-step="3"');
    expect(res.text).not.toContain('data-testid="request-model-error"');
    expect(res.text).not.toContain('data-testid="request-model-summary"');
  });

  it('a file that is not an IDS: the reader says why, the page stays', async () => {
    const model = ifcModel((_entry, defects) => defects.length === 0);
    await warm(model);
    const res = await post(modelPath(model.alias, model.id))
      .field('intent', 'ids-upload')
      .attach('ids', Buffer.from('<!DOCTYPE ids [<!ENTITY x SYSTEM "file:///etc/passwd">]><ids>&x;</ids>'), { filename: 'evil.ids', contentType: 'application/xml' })
      .expect(200);
    expect(textOf(element(res.text, 'ids-error'))).toMatch(/^Проверить не удалось: .+/);
    expect(res.text).not.toContain('root:');
    expect(res.text).toContain('data-testid="model-ifc"');
  });
});

describe('the catalogue card badge', () => {
  it('appears once this server has read the file at 80 % or more, from what it knows (no card starts a read)', async () => {
    // The catalogue leaves out companies on the free tariff (spec §6).
    const model = ifcModel((entry, defects) => defects.length === 0 && !entry.freeCompany);
    const search = `/models?manufacturers=${model.company_id}&search=${encodeURIComponent(model.name)}`;
    const card = (html: string) => {
      const at = html.indexOf(`data-model-id="${model.id}"`);
      expect(at).toBeGreaterThan(0);
      return html.slice(at, html.indexOf('</article>', at));
    };
    const before = await page(search).redirects(1).expect(200);
    expect(card(before.text)).not.toContain('model-card-ifc');
    // Listing the card read nothing: the file is still unknown to the summaries.
    const unknown = (await request(app.server).get(`/api/ifc-summaries?ids=${model.id}`).expect(200)).body as { items: Array<{ state: string }> };
    expect(unknown.items[0]!.state).toBe('unknown');

    const facts = await warm(model);
    expect(facts.completeness!.percent).toBeGreaterThanOrEqual(80);
    const after = await page(search).redirects(1).expect(200);
    const badge = element(card(after.text), 'model-card-ifc');
    expect(textOf(badge)).toBe(`IFC ${facts.completeness!.percent} %`);
    expect(badge).toContain(`title="Стандартные свойства в IFC-файле заполнены на ${facts.completeness!.percent} %"`);
    const listed = (await request(app.server).get(`${'/api'}${search}`).expect(200)).body as { models: Array<{ id: number; ifcPercent?: number }> };
    expect(listed.models.find((item) => item.id === model.id)!.ifcPercent).toBe(facts.completeness!.percent);
  });
});
