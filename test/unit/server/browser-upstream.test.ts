import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserUpstream } from '#server/browser-upstream.ts';
import { resolveUpstream } from '#server/composition.ts';
import { relayablePath } from '#server/plugins/demo-upstream-relay.ts';
import type { UpstreamUrls } from '#server/upstream/hosts.ts';

const real: UpstreamUrls = {
  webApi: 'https://web1.example',
  webApi2: 'https://web2.example',
  api: 'https://api.example/api',
  events: 'https://events.example',
  uploads: 'https://files.example/uploads',
  webhook: 'https://hooks.example/webhook',
  lk: 'https://lk.example',
  admin: 'https://admin.example',
};
const demo: UpstreamUrls = Object.fromEntries(Object.entries(real).map(([host, url]) => [host, `http://127.0.0.1:4000${new URL(url).pathname.replace(/\/$/, '') || `/${host}`}`])) as UpstreamUrls;

describe('browserUpstream', () => {
  it('gives the browser the real hosts: uploads, lk, admin, avatars on the API host (spec §3)', () => {
    const browser = browserUpstream(real, false);
    expect(browser).toMatchObject({ uploadsUrl: real.uploads, lkUrl: real.lk, adminUrl: real.admin, avatarsOrigin: 'https://api.example' });
    expect(browser.imageOrigins).toEqual(['https://files.example', 'https://web2.example', 'https://api.example']);
    expect(browser.toBrowser('https://lk.example/login?x=1')).toBe('https://lk.example/login?x=1');
  });

  it('gives the browser paths on the front host in demo mode', () => {
    const browser = browserUpstream(demo, true);
    expect(browser).toMatchObject({ uploadsUrl: '/uploads', lkUrl: '/lk', adminUrl: '/admin', avatarsOrigin: '', imageOrigins: [] });
    expect(browser.toBrowser(`${demo.lk}/login?redirect_uri=x`)).toBe('/lk/login?redirect_uri=x');
    expect(browser.toBrowser(`${demo.uploads}/images/a.svg`)).toBe('/uploads/images/a.svg');
    // Only the relayed hosts, and only on a path boundary.
    expect(browser.toBrowser(`${demo.lk}x/login`)).toBe(`${demo.lk}x/login`);
    expect(browser.toBrowser('https://elsewhere.example/lk')).toBe('https://elsewhere.example/lk');
  });
});

describe('the comments host (COMMENTS_URL, or the demo upstream’s)', () => {
  it('is given to the browser as configured, as the relayed path for the demo’s, and not at all without one', () => {
    expect(browserUpstream(real, false, { url: 'https://comments.example', isDemo: false }).commentsUrl).toBe('https://comments.example');
    expect(browserUpstream(demo, true, { url: 'http://127.0.0.1:4000/comments', isDemo: true }).commentsUrl).toBe('/comments');
    expect(browserUpstream(demo, true, { url: 'https://comments.example', isDemo: false }).commentsUrl).toBe('https://comments.example');
    expect(browserUpstream(real, false).commentsUrl).toBeNull();
  });

  it('is COMMENTS_URL when set; else the demo upstream’s in demo mode (workers included); else none on real hosts', async () => {
    const rules = { excludedCompanyIds: [], vipTariffPlanIds: [] };
    const none = { url: null, siteId: 'remark' };
    expect((await resolveUpstream({ upstreams: real, ...rules, comments: none })).comments).toBeNull();
    expect((await resolveUpstream({ upstreams: real, ...rules, comments: { url: 'https://comments.example', siteId: 'remark' } })).comments).toEqual({ url: 'https://comments.example', isDemo: false });
    // A cluster worker is given its primary's demo upstream as configured hosts.
    expect((await resolveUpstream({ upstreams: demo, ...rules, upstreamsAreDemo: true, comments: none })).comments).toEqual({ url: 'http://127.0.0.1:4000/comments', isDemo: true });
  });
});

describe('relayablePath', () => {
  it('keeps ordinary paths', () => {
    expect(relayablePath('images/models/12/1.svg')).toBe('images/models/12/1.svg');
    expect(relayablePath('files/%D0%B4%D0%B2%D0%B5%D1%80%D1%8C.rfa')).toBe('files/%D0%B4%D0%B2%D0%B5%D1%80%D1%8C.rfa');
  });

  it('refuses anything that could leave the folder', () => {
    for (const path of ['', '..', 'a/../b', '%2e%2e/x', 'a/%2E%2e/b', 'a%2fb', 'a%5cb', 'a\\b', 'a//b', '/a', 'a/', 'a/./b', '%00', '%E0%A4%A', 'a\nb']) {
      expect(relayablePath(path), JSON.stringify(path)).toBeNull();
    }
  });

  it('never lets any accepted path climb out once the upstream resolves it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '.', '..', '%2e', '%2E', '%2f', '%5c', '/', '\\', '%', '%00', 'b.svg', '%2e%2e'), { maxLength: 12 }), (parts) => {
        const path = parts.join('');
        const checked = relayablePath(path);
        if (checked === null) return;
        const resolved = new URL(`http://upstream.invalid/uploads/${checked}`).pathname;
        expect(resolved.startsWith('/uploads/')).toBe(true);
        expect(decodeURIComponent(resolved)).not.toMatch(/(^|\/)\.\.?(\/|$)|\\/);
      }),
    );
  });
});
