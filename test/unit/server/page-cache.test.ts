import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, inlineScriptHashes, isStorablePage, matchesEtag, negotiateEncoding, preparePage, type RenderedPage } from '#server/render/page-cache.ts';

const HTML = '<!DOCTYPE html><html><body><p>Каталог</p><script>window.__BOOT__={"lang":"ru"}</script><script type="module" src="/assets/entry.js"></script></body></html>';

const page = (status = 200, html: string | null = HTML): RenderedPage => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8']],
  html: html === null ? null : Buffer.from(html),
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('page cache for anonymous visitors', () => {
  it('renders once for concurrent identical requests and reuses the result', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const render = vi.fn(async () => page());
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('ru|ru|/', render)));
    await cache.get('ru|ru|/', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
  });

  it('keeps a page as ready-to-send identity, br and gzip bytes of the same document', async () => {
    const cached = await preparePage(page());
    expect(cached.body!.identity.toString()).toBe(HTML);
    expect(brotliDecompressSync(cached.body!.br).toString()).toBe(HTML);
    expect(gunzipSync(cached.body!.gzip).toString()).toBe(HTML);
    expect(cached.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    // Same bytes, same validator; other bytes, another.
    expect((await preparePage(page())).etag).toBe(cached.etag);
    expect((await preparePage(page(200, `${HTML} `))).etag).not.toBe(cached.etag);
    expect(cached.scriptHashes).toEqual([sha256('window.__BOOT__={"lang":"ru"}')]);
  });

  it('a redirect has no body and no validator', async () => {
    const cached = await preparePage(page(301, null));
    expect(cached).toMatchObject({ status: 301, body: null, etag: '', scriptHashes: [] });
  });

  it('keeps 200 and 404 pages only, and never a failed render', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const failing = vi.fn(async () => page(500));
    await cache.get('x', failing);
    await cache.get('x', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    const throwing = vi.fn(async (): Promise<RenderedPage> => {
      throw new Error('boom');
    });
    await expect(cache.get('y', throwing)).rejects.toThrow('boom');
    await expect(cache.get('y', throwing)).rejects.toThrow('boom');
    expect(throwing).toHaveBeenCalledTimes(2);
    const notFound = vi.fn(async () => page(404));
    await cache.get('z', notFound);
    await cache.get('z', notFound);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('never keeps a page its loader marked no-store (a list sent before its slow results), which every asker then renders anew', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const partial: RenderedPage = { ...page(), headers: [['content-type', 'text/html; charset=utf-8'], ['cache-control', 'no-store']] };
    const render = vi.fn(async () => partial);
    await cache.get('ru|ru|/models?search=a', render);
    await cache.get('ru|ru|/models?search=a', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.lookup('ru|ru|/models?search=a')).toBeUndefined();
    expect(isStorablePage({ status: 200, headers: [['Cache-Control', 'private, no-store']] })).toBe(false);
    expect(isStorablePage({ status: 200, headers: [['cache-control', 'no-cache']] })).toBe(true);
    expect(isStorablePage({ status: 200, headers: [] })).toBe(true);
    expect(isStorablePage({ status: 500, headers: [] })).toBe(false);
  });

  it('forgets pages after the TTL, and tells shared caches the same life', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 5_000, now: () => now });
    expect(cache.sharedMaxAgeS).toBe(5);
    const render = vi.fn(async () => page());
    await cache.get('k', render);
    now += 2_500;
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(1);
    now += 5_000;
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('stale copies (issue 25)', () => {
  it('keep a page past its TTL for the stale window, for lookups only: a get renders it again', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 5_000, staleMs: 60_000, now: () => now });
    const render = vi.fn(async () => page());
    expect(cache.lookup('k')).toBeUndefined();
    const first = await cache.get('k', render);
    expect(cache.lookup('k')).toEqual({ page: first, ageMs: 0, fresh: true });
    now += 5_000;
    expect(cache.lookup('k')).toMatchObject({ page: first, ageMs: 5_000, fresh: false });
    now += 60_000 - 1;
    expect(cache.lookup('k')?.fresh).toBe(false);
    // Stale is never what get() answers: it renders, and the new copy is fresh.
    const second = await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(cache.lookup('k')).toMatchObject({ page: second, fresh: true });
  });

  it('forget a page once past TTL and stale window, and keep none without a window', async () => {
    let now = 0;
    const windowed = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 1_000, staleMs: 2_000, now: () => now });
    const plain = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 1_000, now: () => now });
    await windowed.get('k', async () => page());
    await plain.get('k', async () => page());
    now = 1_000;
    expect(windowed.lookup('k')).toBeDefined();
    expect(plain.lookup('k')).toBeUndefined();
    now = 3_001;
    expect(windowed.lookup('k')).toBeUndefined();
  });

  it('tell whether a render of a key is under way', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 5_000 });
    let finish: (rendered: RenderedPage) => void = () => {};
    const loading = cache.get('k', () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    expect(cache.rendering('k')).toBe(true);
    expect(cache.rendering('other')).toBe(false);
    finish(page());
    await loading;
    expect(cache.rendering('k')).toBe(false);
  });
});

describe('inline script hashes', () => {
  it('hash every inline script once, never one with a src or an empty one', () => {
    const html = '<script>a()</script><script nonce="x" type="module">b()</script><script src="/c.js"></script><script></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('hash the exact text, non-ASCII included, so an altered script would not match', () => {
    expect(inlineScriptHashes('<script>t("Каталог")</script>')).toEqual([sha256('t("Каталог")')]);
    expect(inlineScriptHashes('<script>t("Каталог") </script>')).not.toEqual([sha256('t("Каталог")')]);
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, honouring q=0 and *', () => {
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding(';;,, q=zz ,br;q=abc')).toBe('identity');
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('*', '')).toBe(false);
  });
});
