import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '#server/demo-upstream/dataset/index.ts';
import { DEMO_ACCOUNT_LOGINS, EXCLUDED_MANUFACTURER_IDS, FREE_TARIFF_PLAN_ID, VIP_TARIFF_PLAN_IDS, generateDataset } from '#server/demo-upstream/dataset/index.ts';
import { createRng, slugify, transliterate } from '#server/demo-upstream/dataset/random.ts';
import { COUNTER_NAMES, STATISTICS_PATHS, UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';

const NOW = Date.UTC(2025, 6, 1);
const CYRILLIC = /[А-Яа-яЁё]/;

/** Everything generated, as plain JSON (Maps and derived indexes left out). */
function snapshot(dataset: Dataset): string {
  const { companies, models, articles, statistics, rss, counters, adPopups, advertise, partnerOffers, accounts, categories, types, classes } = dataset;
  const plainCompanies = companies.map(({ sectionByType: _s, ...company }) => company);
  return JSON.stringify({ plainCompanies, models, articles, statistics, rss, counters, adPopups, advertise, partnerOffers, accounts, categories, types, classes, aff: [...dataset.affPrograms] });
}

describe('createRng', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const value of seqA) expect(value >= 0 && value < 1).toBe(true);
  });

  it('keeps int, sample and uuid within their contracts', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i += 1) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
    expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('transliterates Russian into URL slugs', () => {
    expect(transliterate('Щит')).toBe('Shchit');
    expect(slugify('Дверь противопожарная ДПМ-01 EI60')).toBe('dver-protivopozharnaya-dpm-01-ei60');
  });
});

describe('generateDataset', () => {
  let dataset: Dataset;
  // Generation takes about a second; allow for a loaded CI machine.
  beforeAll(() => {
    dataset = generateDataset({ seed: 1234, now: NOW });
  }, 60_000);

  it('is deterministic: the same seed gives the same data, another seed different data', () => {
    const again = generateDataset({ seed: 1234, now: NOW });
    expect(snapshot(again)).toBe(snapshot(dataset));
    const other = generateDataset({ seed: 1235, now: NOW });
    expect(other.models[0]?.name === dataset.models[0]?.name && other.companies[0]?.name_short === dataset.companies[0]?.name_short).toBe(false);
  }, 60_000);

  it('meets the minimum sizes', () => {
    expect(dataset.models.length).toBeGreaterThanOrEqual(10_000);
    expect(dataset.companies.length).toBeGreaterThanOrEqual(300);
    const byCategory = (id: number) => dataset.articles.filter((a) => a.category_id === id).length;
    expect(byCategory(UPSTREAM_ARTICLE_CATEGORIES.articles)).toBeGreaterThanOrEqual(200);
    expect(byCategory(UPSTREAM_ARTICLE_CATEGORIES.plugins)).toBeGreaterThanOrEqual(36);
    expect(byCategory(UPSTREAM_ARTICLE_CATEGORIES.cases)).toBeGreaterThan(10);
    expect(new Set(dataset.models.map((m) => m.company_id)).size).toBe(dataset.companies.length);
  });

  it('has unique ids and consistent references', () => {
    expect(new Set(dataset.models.map((m) => m.id)).size).toBe(dataset.models.length);
    expect(new Set(dataset.models.map((m) => m.uuid)).size).toBe(dataset.models.length);
    expect(new Set(dataset.companies.map((c) => c.uuid)).size).toBe(dataset.companies.length);
    expect(new Set(dataset.companies.map((c) => c.name_short)).size).toBe(dataset.companies.length);
    const typeIds = new Set(dataset.types.map((t) => t.id));
    const classIds = new Set(dataset.classes.map((c) => c.id));
    for (const model of dataset.models) {
      const company = dataset.companyById.get(model.company_id);
      expect(company?.uuid).toBe(model.company_uuid);
      expect(typeIds.has(model.code_type)).toBe(true);
      if (model.code_class !== null) expect(classIds.has(model.code_class)).toBe(true);
      expect(model.files.length).toBeGreaterThan(0);
      expect(model.images.length).toBeGreaterThan(0);
      for (const section of model.sections) expect(company?.sections.some((s) => s.id === section)).toBe(true);
    }
  });

  it('covers every category, class, file format and CAD software', () => {
    for (const category of dataset.categories) expect(category.models_count).toBeGreaterThan(0);
    expect(dataset.categories.length).toBeGreaterThanOrEqual(10);
    const exts = new Set(dataset.models.flatMap((m) => m.files.map((f) => f.ext)));
    expect([...exts].sort()).toEqual(['3ds', 'dwg', 'dxf', 'gsm', 'ifc', 'max', 'pln', 'rfa', 'rnp', 'rvt', 'skp']);
    const codes = new Set(dataset.dictionaries.attributes.map((a) => a.code));
    expect(codes.has('bim_standarts') && codes.has('sapr')).toBe(true);
    const values = new Set(dataset.models.flatMap((m) => m.attributes.filter((a) => a.code === 'sapr').map((a) => a.value)));
    for (const name of ['Revit', 'Archicad', 'Renga', 'AutoCAD', 'Model Studio CS', 'Civil 3D']) expect(values.has(name)).toBe(true);
    for (const file of dataset.models[0]?.files ?? []) {
      expect(file.size).toBeGreaterThan(0);
      expect(file.version).not.toBe('');
    }
  });

  it('writes Russian names with Cyrillic and English names without', () => {
    for (const model of dataset.models.slice(0, 2000)) {
      expect(model.name).toMatch(CYRILLIC);
      expect(model.name_en).not.toMatch(CYRILLIC);
      expect(model.description_en).not.toMatch(CYRILLIC);
    }
    for (const company of dataset.companies) expect(company.name_en).not.toMatch(CYRILLIC);
    for (const article of dataset.articles) {
      expect(article.lang_versions[0]?.title).toMatch(CYRILLIC);
      expect(article.lang_versions[1]?.title).not.toMatch(CYRILLIC);
      expect(article.lang_versions[0]?.body).toMatch(/<p>/);
    }
  });

  it('has viewer models, muted models and 2D-only models', () => {
    const viewer = dataset.models.filter((m) => m.is_viewer3d);
    expect(viewer.length).toBeGreaterThan(100);
    for (const model of viewer) expect(model.viewer3d_url).toBe(`/models/${model.id}/model.gltf`);
    expect(dataset.models.some((m) => m.armodels)).toBe(true);
    expect(dataset.models.some((m) => m.is_iphone_viewer3d)).toBe(true);
    const mutedOnMutingTariff = dataset.models.filter(
      (m) => m.restriction.some((r) => r.type_restriction === 'mute' && r.active) && dataset.companyById.get(m.company_id)?.tariff_plan.features.allowModelsMuting,
    );
    expect(mutedOnMutingTariff.length).toBeGreaterThan(5);
    expect(dataset.entries.some((e) => !e.has3dGeometry)).toBe(true);
  });

  it('has the tariff structure of spec §6 and the exported constants', () => {
    const plans = new Set(dataset.companies.map((c) => c.tariff_plan.id));
    for (const id of [FREE_TARIFF_PLAN_ID, ...VIP_TARIFF_PLAN_IDS]) expect(plans.has(id)).toBe(true);
    const vip = dataset.companies.filter((c) => (VIP_TARIFF_PLAN_IDS as readonly number[]).includes(c.tariff_plan.id));
    expect(vip.some((c) => c.tariff_plan.features.libraryDisplayLogo)).toBe(true);
    // A logo-displaying plan that is not VIP, so the two-plan rule matters.
    expect(dataset.companies.some((c) => c.tariff_plan.features.libraryDisplayLogo && !(VIP_TARIFF_PLAN_IDS as readonly number[]).includes(c.tariff_plan.id))).toBe(true);
    for (const id of EXCLUDED_MANUFACTURER_IDS) expect(dataset.companyById.has(id)).toBe(true);
    expect(dataset.companies.some((c) => c.partnership_status === 'PUBLISHED')).toBe(true);
    expect(dataset.companies.some((c) => c.partnership_status !== null && c.partnership_status !== 'PUBLISHED')).toBe(true);
    expect(DEMO_ACCOUNT_LOGINS).toEqual(dataset.accounts.map((a) => a.login));
  });

  it('has plugin posts for every product with both statuses and tariff JSON', () => {
    const posts = dataset.articles.filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.plugins);
    expect(new Set(posts.map((p) => p.product))).toEqual(new Set(['revit', 'archicad', 'renga', 'civil3d', 'modelstudiocs', 'ifc']));
    expect(new Set(posts.map((p) => p.lang_versions[0]?.status_lang))).toEqual(new Set(['Published', 'Draft']));
    expect(posts.some((p) => p.lang_versions[0]?.weight === null)).toBe(true);
    const pagesAllowed = posts.map((p) => (JSON.parse(p.tariffs) as Array<{ allowPluginPage: boolean }>).some((t) => t.allowPluginPage));
    expect(pagesAllowed).toContain(true);
    expect(pagesAllowed).toContain(false);
    const cases = dataset.articles.filter((a) => a.category_id === UPSTREAM_ARTICLE_CATEGORIES.cases);
    expect(new Set(cases.map((c) => c.lang_versions[1]?.status_lang))).toEqual(new Set(['Published', 'Draft']));
  });

  it('fills ads, counters, statistics and RSS', () => {
    expect(dataset.adPopups.length).toBeGreaterThan(0);
    for (const ad of dataset.adPopups) expect(Date.parse(ad.date_timer)).toBeGreaterThan(NOW);
    for (const name of COUNTER_NAMES) expect(dataset.counters[name]).toBeGreaterThan(0);
    expect(dataset.counters.model_count).toBe(dataset.models.length);
    for (const key of Object.keys(STATISTICS_PATHS) as Array<keyof typeof STATISTICS_PATHS>) {
      const value = dataset.statistics[key];
      expect(Array.isArray(value) ? value.length : Object.keys(value).length).toBeGreaterThan(0);
    }
    for (const item of [...dataset.rss.renga, ...dataset.rss.archicad]) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(dataset.rss.renga.length).toBeGreaterThan(5);
    expect(dataset.partnerOffers.some((o) => o.status === 'PUBLISHED')).toBe(true);
  });

  it('keeps the sort indexes in order', () => {
    const { popular, new: newest } = dataset.sorted;
    for (let i = 1; i < popular.length; i += 1) expect((popular[i - 1]?.model.downloads ?? 0) >= (popular[i]?.model.downloads ?? 0)).toBe(true);
    for (let i = 1; i < newest.length; i += 1) expect((newest[i - 1]?.model.created_at ?? '') >= (newest[i]?.model.created_at ?? '')).toBe(true);
    expect(dataset.sorted.name).toHaveLength(dataset.models.length);
  });
});
