import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { Type } from 'typebox';
import type { ApiPort, PublicConfig } from '#shared/api/port.ts';
import type { RenderAssets, RenderFunction } from '#shared/api/render.ts';
import { isLanguage, type Language } from '#shared/domain/language.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#shared/constants.ts';

export interface SsrOptions {
  /** Resolves the SSR bundle's render function (a fresh module per request in dev). */
  loadRender: () => Promise<RenderFunction>;
  assets: () => Promise<RenderAssets>;
  apiFor: (request: FastifyRequest, reply: FastifyReply) => ApiPort;
  publicConfig: PublicConfig;
  publicOrigin: string;
  streamTimeoutMs: number;
}

// Only the lang parameter matters to the server; the rest belongs to the page.
const PageQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) }, { additionalProperties: true });

/**
 * The catch-all page route: every path not taken by /api, assets or health is a
 * page. Builds a Fetch Request on the public origin (never the Host header),
 * renders it and streams the reply with the router's status.
 */
export const ssrRoutes: FastifyPluginAsync<SsrOptions> = async (app, options) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // An unknown API path is a JSON 404, never a page.
    if (/^\/api(\/|$|\?)/.test(request.raw.url ?? '')) return reply.callNotFound();
    const controller = new AbortController();
    request.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('client closed the connection'));
    });
    const url = `${options.publicOrigin}${request.raw.url ?? '/'}`;
    const headers = new Headers();
    for (const name of ['accept', 'accept-language', 'cookie', 'user-agent'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const fetchRequest = new Request(url, { method: 'GET', headers, signal: controller.signal });

    const lang = (request.query as { lang?: unknown }).lang;
    if (isLanguage(lang)) setLanguageCookie(reply, lang);

    const [render, assets] = await Promise.all([options.loadRender(), options.assets()]);
    const result = await render(fetchRequest, {
      api: options.apiFor(request, reply),
      neutralLang: request.neutralLang,
      config: options.publicConfig,
      nonce: reply.scriptNonce,
      isBot: isbot(request.headers['user-agent'] ?? ''),
      assets,
      streamTimeoutMs: options.streamTimeoutMs,
    });

    reply.code(result.status);
    result.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      void reply.header(key, value);
    });
    for (const cookie of result.headers.getSetCookie()) void reply.header('set-cookie', cookie);
    // The header shows who is logged in: never let a shared cache keep a page.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
    void reply.header('vary', 'Cookie, Accept-Language');
    if (result.body === null) return reply.send();
    return reply.send(result.body as unknown as Readable);
  };

  app.get('/*', { schema: { querystring: PageQuery }, attachValidation: true }, handler);
};

function setLanguageCookie(reply: FastifyReply, lang: Language) {
  void reply.setCookie(LANGUAGE_COOKIE, lang, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
}
