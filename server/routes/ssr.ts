import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { PublicConfig } from '#shared/api/port.ts';
import type { RenderAssets, RenderFunction, RenderResult } from '#shared/api/render.ts';
import type { PageMetrics } from '#server/metrics/registry.ts';
import { isLanguage, languageCookie } from '#shared/domain/language.ts';
import { LANGUAGE_QUERY } from '#shared/constants.ts';
import { languageRedirect, pathLanguage } from '#shared/domain/page-language.ts';
import { routerSafePathname } from '#shared/domain/url.ts';
import { isStorablePage, matchesEtag, negotiateEncoding, preparePage, type CachedPage, type PageCache, type PageLookup, type RenderedPage } from '../render/page-cache.ts';
import { RenderShedError, type RenderSlots } from '../render/render-slots.ts';
import { answerAfterShed, answerFor, isOverloaded, turnWaitBudgetMs } from '../render/admission.ts';
import { BUSY_PAGES, retryAfterSeconds } from '../render/busy-page.ts';
import { ACCESS_TOKEN_COOKIE, isSecureRequest, REFRESH_TOKEN_COOKIE } from '#server/session/token-cookies.ts';
import { takeFormResult } from './form-result-cookie.ts';

export interface SsrOptions {
  /** Resolves the SSR bundle's render function (a fresh module per request in dev). */
  loadRender: () => Promise<RenderFunction>;
  assets: () => Promise<RenderAssets>;
  publicConfig: PublicConfig;
  publicOrigin: string;
  streamTimeoutMs: number;
  /** Whole documents for anonymous visitors; null turns micro-caching off. */
  pageCache: PageCache | null;
  /** Turns at rendering and writing pages (server/render/render-slots.ts); null: no limit. */
  renderSlots: RenderSlots | null;
  /**
   * Bound on a page's wait for its render turn, ms (ADMISSION_MAX_WAIT_MS): past it the
   * page cache's stale copy or the busy page is sent instead (docs/decisions/0025). 0: no bound.
   */
  admissionMaxWaitMs: number;
  /** Counts how pages were answered; absent in tests that do not look. */
  metrics?: Pick<PageMetrics, 'answered'>;
}

/** A page's place in the render line: `take` asks for its turn, `release` gives the place up unused. */
interface RenderTurn {
  take: (() => Promise<() => void>) | undefined;
  release: () => void;
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
    // Spec §4: a lang query saves the choice, with no reload.
    const query = (request.query as Record<string, unknown>)[LANGUAGE_QUERY];
    if (isLanguage(query)) void reply.header('set-cookie', languageCookie(query, isSecureRequest(request, options.publicOrigin)));

    // One URL, one language (docs/decisions/0010): a person whose choice is not this URL's language
    // goes to the same page in theirs. The answer depends on the visitor, so no shared cache keeps it.
    const [pathname = '/', search = ''] = splitUrl(request.raw.url ?? '/');
    if (request.lang !== pathLanguage(pathname)) {
      void reply.header('vary', 'Accept-Language, Cookie').header('cache-control', 'private, no-store');
      return reply.redirect(languageRedirect(pathname, search, request.lang), 302);
    }

    // A form posted without JavaScript was sent and its 303 led here: the page shows the result (page-posts.ts).
    const formResult = takeFormResult(request, reply, pathname + search, options.publicOrigin);
    const slots = options.renderSlots;
    const bound = slots && options.admissionMaxWaitMs > 0 ? options.admissionMaxWaitMs : null;
    const overloaded = (priority: boolean) => bound !== null && isOverloaded(slots!.expectedWaitMs({ priority }), slots!.averageTurnMs, bound);
    // Admitted now, the page holds its place in the line while its loaders run (render-slots.ts).
    const turn = (priority: boolean): RenderTurn => {
      if (!slots) return { take: undefined, release: () => {} };
      const release = slots.reserve({ priority });
      return {
        take: () => {
          release();
          return slots.acquire({ priority, ...(bound !== null ? { maxWaitMs: turnWaitBudgetMs(bound, reply.elapsedTime, slots.averageTurnMs) } : {}) });
        },
        release,
      };
    };

    // A crawler gets every page whole; a person's browser may get a list before its slow results (it asks for them).
    const crawler = request.isCrawler;

    // Built only for a render: a cached, stale or busy answer needs none of it.
    const renderWith = async (signal: AbortSignal | undefined, nonce: string, isBot: boolean, renderTurn: RenderTurn) => {
      try {
        return await renderWithTurn(signal, nonce, isBot, renderTurn.take);
      } finally {
        // A page that never asked for its turn (a redirect, an error) gives its place up here.
        renderTurn.release();
      }
    };
    const renderWithTurn = async (signal: AbortSignal | undefined, nonce: string, isBot: boolean, renderTurn: (() => Promise<() => void>) | undefined) => {
      const [render, assets] = await Promise.all([options.loadRender(), options.assets()]);
      const raw = request.raw.url ?? '/';
      const queryAt = raw.indexOf('?');
      const url = `${options.publicOrigin}${queryAt === -1 ? routerSafePathname(raw) : routerSafePathname(raw.slice(0, queryAt)) + raw.slice(queryAt)}`;
      const headers = new Headers();
      for (const name of ['accept', 'accept-language', 'cookie', 'user-agent'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      return render(new Request(url, { method: 'GET', headers, ...(signal ? { signal } : {}) }), {
        api: request.api,
        lang: request.lang,
        neutralLang: request.neutralLang,
        config: options.publicConfig,
        nonce,
        isBot,
        waitForData: crawler,
        assets,
        streamTimeoutMs: options.streamTimeoutMs,
        ...(renderTurn ? { renderTurn } : {}),
        ...(formResult ? { formResult } : {}),
      });
    };

    if (options.pageCache && !formResult && (await isAnonymous(request))) {
      const pageCache = options.pageCache;
      // Token cookies that gave no user are cleared on this reply: that answer is this visitor's alone.
      if (hasTokenCookie(request)) void reply.header('cache-control', 'private, no-cache');
      const key = `${request.lang}|${request.neutralLang}|${request.raw.url ?? '/'}`;
      const kept = pageCache.lookup(key);
      // A render that answers everyone waiting for this page goes ahead of per-visitor renders.
      const answer = answerFor({ fresh: kept?.fresh === true, stale: kept !== undefined && !kept.fresh, rendering: pageCache.rendering(key), overloaded: overloaded(true) });
      if (answer === 'stale') return sendStalePage(request, reply, kept!, pageCache);
      if (answer === 'busy') return sendBusy(request, reply);
      options.metrics?.answered(answer);
      if (answer === 'hit') return sendCachedPage(request, reply, kept!.page, pageCache.sharedMaxAgeS, `hit; ttl=${Math.max(0, Math.floor(pageCache.ttlS - kept!.ageMs / 1000))}`);
      try {
        // One render serves every anonymous visitor of this URL and language for a few seconds;
        // it must not die with the first visitor's connection, so it gets no abort signal.
        // No nonce: the same bytes go to everyone, their inline scripts are allowed by hash.
        let page = await pageCache.get(key, async () => toRenderedPage(await renderWith(undefined, '', true, turn(true))));
        // A crawler that joined a person's render may have got the page without its late results
        // (kept by no cache): it gets a render of its own that waits for them.
        if (crawler && !isStorablePage(page)) page = await preparePage(await toRenderedPage(await renderWith(undefined, '', true, turn(true))));
        return sendCachedPage(request, reply, page, pageCache.sharedMaxAgeS, 'fwd=miss');
      } catch (error) {
        if (!(error instanceof RenderShedError)) throw error;
        const fallback = pageCache.lookup(key);
        return answerAfterShed(fallback !== undefined) === 'stale' ? sendStalePage(request, reply, fallback!, pageCache) : sendBusy(request, reply);
      }
    }

    // A logged-in visitor's page is theirs alone: no copy to fall back on, so overload means the busy page.
    if (answerFor({ fresh: false, stale: false, rendering: false, overloaded: overloaded(false) }) === 'busy') return sendBusy(request, reply);
    const controller = new AbortController();
    request.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('client closed the connection'));
    });
    let result: RenderResult;
    try {
      result = await renderWith(controller.signal, reply.scriptNonce, crawler, turn(false));
    } catch (error) {
      if (error instanceof RenderShedError) return sendBusy(request, reply);
      throw error;
    }
    options.metrics?.answered('render');

    reply.code(result.status);
    result.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      void reply.header(key, value);
    });
    for (const cookie of result.headers.getSetCookie()) void reply.header('set-cookie', cookie);
    setPageCacheHeaders(reply);
    if (result.body === null) return reply.send();
    return reply.send(result.body as unknown as Readable);
  };

  /** The page cache's copy past its TTL, marked as such (RFC 9211 Cache-Status; a negative ttl is how stale). */
  function sendStalePage(request: FastifyRequest, reply: FastifyReply, kept: PageLookup, pageCache: PageCache) {
    options.metrics?.answered('stale');
    // A copy sent because the server is busy is not one a CDN should keep as fresh.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    const staleS = Math.max(1, Math.ceil(kept.ageMs / 1000 - pageCache.ttlS));
    return sendCachedPage(request, reply, kept.page, pageCache.sharedMaxAgeS, `hit; ttl=-${staleS}; detail=overloaded`);
  }

  /**
   * 503, Retry-After and the constant busy page in the page's language, at once. Never
   * stored by anyone (no-store); a crawler reads Retry-After as "come back later",
   * which keeps the page in its index.
   */
  function sendBusy(request: FastifyRequest, reply: FastifyReply) {
    options.metrics?.answered('busy');
    reply.code(503);
    void reply
      .header('retry-after', String(retryAfterSeconds(options.renderSlots?.expectedWaitMs() ?? 0)))
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8');
    return reply.send(BUSY_PAGES[request.lang]);
  }

  /**
   * A visitor with no login: no token cookie, or token cookies that give no user
   * (refused ones are cleared on this reply by the session check). Such a page is
   * the anonymous page, so any cookie value is served from the page cache; the
   * check itself is remembered per token (services/session-checks.ts), so a
   * repeated cookie costs no upstream call.
   */
  async function isAnonymous(request: FastifyRequest): Promise<boolean> {
    if (!hasTokenCookie(request)) return true;
    return (await request.api.getSession()).user === null;
  }

  function hasTokenCookie(request: FastifyRequest): boolean {
    return Boolean(request.cookies[ACCESS_TOKEN_COOKIE] || request.cookies[REFRESH_TOKEN_COOKIE]);
  }

  app.get('/*', { schema: { querystring: PageQuery }, attachValidation: true }, handler);
};

/** Path and query ('' or '?...') of a raw request URL. */
function splitUrl(raw: string): [string, string] {
  const at = raw.indexOf('?');
  return at === -1 ? [raw, ''] : [raw.slice(0, at), raw.slice(at)];
}

// A rendered page may show who is logged in: never let a shared (proxy) cache keep it.
function setPageCacheHeaders(reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  void reply.header('vary', 'Cookie, Accept-Language');
}

/**
 * How long a CDN or nginx in front may serve a stale anonymous page while it fetches
 * a fresh one, and while this server fails. Browsers always revalidate (max-age=0),
 * which the ETag makes a 304.
 */
const STALE_WHILE_REVALIDATE_S = 30;
/** This server's name as a cache in RFC 9211 Cache-Status (a CDN in front adds its own entry). */
const CACHE_STATUS_NAME = 'bim-portal';
const STALE_IF_ERROR_S = 600;

/**
 * A cached page as it is stored: one of its three encodings, no rewriting. The
 * response varies by login (Cookie), by language (Accept-Language, the lang cookie)
 * and by encoding.
 */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, sharedMaxAgeS: number, cacheStatus: string) {
  reply.code(page.status);
  void reply.header('cache-status', `${CACHE_STATUS_NAME}; ${cacheStatus}`);
  for (const [name, value] of page.headers) void reply.header(name, value);
  reply.allowScriptHashes(page.scriptHashes);
  // A page's own policy (a loader's) wins; a response that sets a cookie is nobody else's.
  if (!reply.hasHeader('cache-control')) {
    void reply.header(
      'cache-control',
      reply.hasHeader('set-cookie')
        ? 'private, no-cache'
        : `public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`,
    );
  }
  void reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (page.body === null) return reply.send();
  void reply.header('etag', page.etag);
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(page.body[encoding]);
}

/**
 * The whole document as bytes (null for a redirect). Cookies are never part of
 * it: an anonymous render sets none, and a shared answer must not carry one.
 */
async function toRenderedPage(result: RenderResult): Promise<RenderedPage> {
  const chunks: Buffer[] = [];
  if (result.body !== null) {
    for await (const chunk of result.body as unknown as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  const headers: Array<[string, string]> = [];
  result.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  return { status: result.status, headers, html: result.body === null ? null : Buffer.concat(chunks) };
}
