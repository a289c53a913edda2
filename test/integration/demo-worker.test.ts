import { describe, expect, it } from 'vitest';
import { startDemoUpstreamWorker } from '#server/demo-upstream/worker.ts';

describe('demo upstream in a worker thread (the production server with no upstream configured)', () => {
  it('starts on loopback, serves the §7 contract, and stops', async () => {
    const demo = await startDemoUpstreamWorker();
    try {
      expect(demo.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${demo.urls.webApi2}/categories_list`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json()).length).toBeGreaterThan(100);
    } finally {
      await demo.close();
    }
    await expect(fetch(`${demo.urls.webApi2}/categories_list`)).rejects.toThrow();
  });
});
