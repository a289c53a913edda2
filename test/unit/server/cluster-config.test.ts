import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { workerEnv } from '#server/cluster.ts';
import { UPSTREAM_ENV_KEYS, UPSTREAM_HOSTS, type UpstreamUrls } from '#server/upstream/hosts.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS } from '#server/demo-upstream/dataset/companies.ts';
import { demoRuleIds } from '#server/demo-upstream/start.ts';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process, or to what the caller says', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({}, { defaultWorkers: 4 }).workers).toBe(4);
  });

  it('takes a whole number from 1 to 64', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '3' }, { defaultWorkers: 8 }).workers).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'many', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

describe('workerEnv', () => {
  const urls = Object.fromEntries(UPSTREAM_HOSTS.map((host) => [host, `http://127.0.0.1:9/${host}`])) as UpstreamUrls;
  const demo = { urls, rules: demoRuleIds(), isDemo: true };

  it('points every worker at the primary’s demo upstream, with the demo’s manufacturer rules', () => {
    const env = workerEnv({ PORT: '3000' }, demo);
    for (const host of UPSTREAM_HOSTS) expect(env[UPSTREAM_ENV_KEYS[host]]).toBe(urls[host]);
    expect(env.EXCLUDED_COMPANY_IDS).toBe(EXCLUDED_MANUFACTURER_IDS.join(','));
    expect(env.VIP_TARIFF_PLAN_IDS).toBe(VIP_TARIFF_PLAN_IDS.join(','));
    expect(env.PORT).toBe('3000');
    // The workers then read a complete, valid upstream configuration.
    expect(loadConfig(env).upstreams).toEqual(urls);
  });

  it('keeps rules the operator set, and passes real upstreams through untouched', () => {
    expect(workerEnv({ EXCLUDED_COMPANY_IDS: '1,2' }, demo).EXCLUDED_COMPANY_IDS).toBe('1,2');
    const real = { [UPSTREAM_ENV_KEYS.webApi]: 'https://api.example' };
    expect(workerEnv(real, { urls, rules: { excludedCompanyIds: [], vipTariffPlanIds: [] }, isDemo: false })).toEqual(real);
  });
});
