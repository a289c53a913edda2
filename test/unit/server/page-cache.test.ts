import { describe, expect, it, vi } from 'vitest';
import { createPageCache, withNonce, type CachedPage } from '#server/render/page-cache.ts';

const page = (placeholder: string, status = 200): CachedPage => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8']],
  html: `<script nonce="${placeholder}"></script><link nonce="${placeholder}">`,
  placeholder,
});

describe('page cache for anonymous visitors', () => {
  it('renders once for concurrent identical requests and reuses the result', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const render = vi.fn(async (placeholder: string) => page(placeholder));
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('ru|ru|/', render)));
    await cache.get('ru|ru|/', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
  });

  it('gives every response its own nonce', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const cached = await cache.get('k', async (placeholder) => page(placeholder));
    const html = withNonce(cached!, 'abc123');
    expect(html).toBe('<script nonce="abc123"></script><link nonce="abc123">');
    expect(html).not.toContain(cached!.placeholder);
  });

  it('uses an unguessable placeholder per render', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const seen: string[] = [];
    await cache.get('a', async (placeholder) => (seen.push(placeholder), page(placeholder)));
    await cache.get('b', async (placeholder) => (seen.push(placeholder), page(placeholder)));
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[0]).toMatch(/^nonce-[0-9a-f]{24}$/);
  });

  it('keeps 200 and 404 pages only, and never a failed render', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const failing = vi.fn(async (placeholder: string) => page(placeholder, 500));
    await cache.get('x', failing);
    await cache.get('x', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    const throwing = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(cache.get('y', throwing)).rejects.toThrow('boom');
    await expect(cache.get('y', throwing)).rejects.toThrow('boom');
    expect(throwing).toHaveBeenCalledTimes(2);
    const notFound = vi.fn(async (placeholder: string) => page(placeholder, 404));
    await cache.get('z', notFound);
    await cache.get('z', notFound);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('forgets pages after the TTL', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 1_000, now: () => now });
    const render = vi.fn(async (placeholder: string) => page(placeholder));
    await cache.get('k', render);
    now += 500;
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(1);
    now += 1_000;
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
