// client/api/deferred-browser-api.ts (decision 0018): the browser ApiPort whose code loads on its first call.
import { describe, expect, it } from 'vitest';
import { createDeferredBrowserApi } from '#client/api/deferred-browser-api.ts';
import { ApiError } from '#shared/errors.ts';

function recorder(status = 200, body: unknown = { user: null }) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('the deferred browser ApiPort', () => {
  it('calls the same method of the real client, with the same arguments and language', async () => {
    const { calls, fetch } = recorder();
    const { api } = createDeferredBrowserApi({ baseUrl: 'http://portal.test', fetch, getLanguage: () => 'en' });
    expect(await api.getSession()).toEqual({ user: null });
    await api.getArticle('42').catch(() => undefined);
    expect(calls[0]).toMatch(/^http:\/\/portal\.test\/api\/.*lang=en/);
    expect(calls[1]).toMatch(/^http:\/\/portal\.test\/api\/.*42/);
  });

  it('rejects as the real client does', async () => {
    const { fetch } = recorder(500, { error: { message: 'Internal Server Error', statusCode: 500, code: 'INTERNAL' } });
    const { api } = createDeferredBrowserApi({ baseUrl: 'http://portal.test', fetch, getLanguage: () => 'ru' });
    await expect(api.getHomePage()).rejects.toBeInstanceOf(ApiError);
  });

  it('is not a thenable, so awaiting or resolving with it gives the port itself', async () => {
    const { fetch } = recorder();
    const { api, preload } = createDeferredBrowserApi({ fetch, getLanguage: () => 'ru' });
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(api)).toBe(api);
    // preload loads the real client once and returns it
    const loaded = await preload();
    expect(await preload()).toBe(loaded);
  });
});
