// The bench finds a detail page of each kind through the portal's own JSON API when a
// list page links none (scripts/bench/pages.ts), so it needs nothing of the demo's data.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_OF, detailPathFromApi } from '../../scripts/bench/pages.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp();
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

describe('detailPathFromApi', () => {
  for (const kind of ['model', 'manufacturer', 'article'] as const) {
    it(`names a ${kind} page the portal serves`, async () => {
      const path = await detailPathFromApi(origin, kind);
      expect(path).toMatch(DETAIL_OF[kind].link);
      expect((await app.inject(path!)).statusCode).toBe(200);
    });
  }

  it('names no manufacturer the portal excludes (spec §5)', async () => {
    const path = await detailPathFromApi(origin, 'manufacturer');
    const id = path!.split('/').at(-1)!;
    expect(app.demoUpstream!.ruleIds.excludedCompanyIds).not.toContain(id);
  });
});
