// Spec §1 banner advertising on the main page: in the page data and the server's HTML, marked, sponsored; a failing call is no banner.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomePageDto } from '#shared/api/dto.ts';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app?.close();
});

describe('banners on the main page', () => {
  it('come with the page data, at most two, each with advertiser, INN, erid and a web link', async () => {
    const home = (await app.inject({ method: 'GET', url: '/api/pages/home?lang=ru' })).json() as HomePageDto;
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.banners.length).toBeLessThanOrEqual(2);
    for (const banner of home.banners) {
      expect(banner.erid).not.toBe('');
      expect(banner.advertiser).not.toBe('');
      expect(banner.href).toMatch(/^https?:\/\//);
    }
  });

  it('are in the server’s HTML, marked and sponsored, with a sized image', async () => {
    const html = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    const block = /<aside class="ad-banners"[^>]*>[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(block).toContain('aria-label="Реклама"');
    expect(block).toMatch(/rel="sponsored noopener"/);
    expect(block).toMatch(/erid: \S+/);
    expect(block).toMatch(/<img[^>]+width="640"[^>]+height="360"/);
  });

  it('are simply absent when the upstream fails, and the page still answers 200', async () => {
    // A fresh server: the first one has the banners cached already.
    const failing = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
    try {
      failing.demoUpstream!.faults.set('/web2/company_advertise', { kind: 'status', status: 500 });
      const res = await failing.inject({ method: 'GET', url: '/api/pages/home?lang=en' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as HomePageDto).banners).toEqual([]);
      const page = await failing.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('class="ad-banners"');
    } finally {
      await failing.close();
    }
  });
});
