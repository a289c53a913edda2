import { describe, expect, it } from 'vitest';
import { startDemoUpstreamWorker } from '#server/demo-upstream/worker.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS } from '#server/demo-upstream/dataset/index.ts';

describe('demo upstream in a worker thread (the production server with no upstream configured)', () => {
  it('starts on loopback, serves the §7 contract, and stops', async () => {
    const demo = await startDemoUpstreamWorker();
    try {
      expect(demo.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // The rule ids that fit its dataset come back from the thread, so the BFF never imports the dataset.
      expect(demo.ruleIds).toEqual({ excludedCompanyIds: EXCLUDED_MANUFACTURER_IDS.map(String), vipTariffPlanIds: VIP_TARIFF_PLAN_IDS.map(String) });
      const res = await fetch(`${demo.urls.webApi2}/categories_list`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json()).length).toBeGreaterThan(100);
    } finally {
      await demo.close();
    }
    await expect(fetch(`${demo.urls.webApi2}/categories_list`)).rejects.toThrow();
  });
});
