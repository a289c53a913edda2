// Spec §7: third-party analytics only when configured, and then only those origins in the CSP.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/support/app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const page = async (env: Record<string, string>) => {
  app = await buildTestApp(env);
  const res = await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
  return { csp: String(res.headers['content-security-policy']), html: res.body };
};

describe('analytics tags in the page and its CSP', () => {
  it('allows no third-party script or beacon when no id is configured', async () => {
    const { csp, html } = await page({});
    expect(csp).not.toMatch(/googletagmanager|yandex|google-analytics/);
    expect(html).toContain('"analytics":{"tagManagerId":null,"metricsCounterId":null,"forwardToRabbit":false}');
  });

  it('allows exactly the configured tags and tells the browser their ids', async () => {
    const { csp, html } = await page({ TAG_MANAGER_ID: 'GTM-AB12CD3', METRICS_COUNTER_ID: '98765432' });
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(scriptSrc).toContain('https://mc.yandex.ru');
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain('https://mc.yandex.ru');
    expect(html).toContain('"tagManagerId":"GTM-AB12CD3","metricsCounterId":"98765432"');
  });
});
