// The server's composition root: where the upstream is, which manufacturer rules
// apply, and that what it builds talks to that upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '#server/demo-upstream/start.ts';
import { composeServer, resolveUpstream } from '#server/composition.ts';
import { demoUpstreamUrls } from '#server/upstream/hosts.ts';

const quiet = () => {
  const warnings: string[] = [];
  return { warnings, warn: (_obj: object, msg?: string) => warnings.push(msg ?? ''), error: () => {} };
};

let demo: DemoUpstream;
beforeAll(async () => {
  demo = await startDemoUpstream();
});
afterAll(async () => {
  await demo.close();
});

describe('the demo upstream reports its rule ids', () => {
  it('names excluded companies and VIP tariff plans that exist in its data', () => {
    const { excludedCompanyIds, vipTariffPlanIds } = demo.ruleIds;
    expect(excludedCompanyIds.length).toBeGreaterThan(0);
    expect(vipTariffPlanIds.length).toBeGreaterThan(0);
    const companies = new Set(demo.dataset.companies.map((company) => String(company.id)));
    for (const id of excludedCompanyIds) expect(companies.has(id), id).toBe(true);
    const plans = new Set(demo.dataset.companies.map((company) => String(company.tariff_plan.id)));
    for (const id of vipTariffPlanIds) expect(plans.has(id), id).toBe(true);
  });
});

describe('resolveUpstream', () => {
  it('on the demo upstream takes its rule ids unless the configuration names others', async () => {
    const fromDemo = await resolveUpstream({ upstreams: null, excludedCompanyIds: null, vipTariffPlanIds: null }, { running: demo });
    expect(fromDemo).toMatchObject({ isDemo: true, demo, urls: demo.urls, rules: demo.ruleIds, missingRules: false });
    const configured = await resolveUpstream({ upstreams: null, excludedCompanyIds: ['7'], vipTariffPlanIds: null }, { running: demo });
    expect(configured.rules).toEqual({ excludedCompanyIds: ['7'], vipTariffPlanIds: demo.ruleIds.vipTariffPlanIds });
    // A demo it did not start is not its to close.
    await fromDemo.close();
    expect((await fetch(`${demo.urls.webApi2}/categories_list`)).status).toBe(200);
  });

  it('on real hosts starts no demo, and says when the rules are not configured', async () => {
    const urls = demoUpstreamUrls('https://upstream.example');
    const unset = await resolveUpstream({ upstreams: urls, excludedCompanyIds: null, vipTariffPlanIds: ['14'] });
    expect(unset).toMatchObject({ isDemo: false, demo: null, urls, missingRules: true, rules: { excludedCompanyIds: [], vipTariffPlanIds: ['14'] } });
    const set = await resolveUpstream({ upstreams: urls, excludedCompanyIds: ['1'], vipTariffPlanIds: ['2'] });
    expect(set.missingRules).toBe(false);
  });
});

describe('composeServer', () => {
  it('builds services that read the demo upstream and apply its rules', async () => {
    const logger = quiet();
    const composed = await composeServer({
      config: { upstreams: null, excludedCompanyIds: null, vipTariffPlanIds: null, cacheMaxBytes: 8 * 1024 * 1024 },
      demo: { running: demo },
      logger,
    });
    try {
      const manufacturers = await composed.services.forRequest({ lang: 'ru' }).getCatalogueFacets({ category: '', type: '', manufacturer: '' });
      const values = manufacturers.manufacturers.map((option) => option.value);
      expect(values.length).toBeGreaterThan(0);
      for (const id of demo.ruleIds.excludedCompanyIds) expect(values).not.toContain(id);
      expect(composed.cache.stats.size).toBeGreaterThan(0);
      expect(logger.warnings).toEqual([]);
    } finally {
      await composed.close();
    }
  });

  it('warns once when real hosts are configured without the manufacturer rules', async () => {
    const logger = quiet();
    const composed = await composeServer({
      config: { upstreams: demo.urls, excludedCompanyIds: null, vipTariffPlanIds: null, cacheMaxBytes: 8 * 1024 * 1024 },
      logger,
    });
    await composed.close();
    expect(logger.warnings).toEqual(['EXCLUDED_COMPANY_IDS or VIP_TARIFF_PLAN_IDS is not set: no manufacturer is excluded or shown as VIP']);
  });
});
