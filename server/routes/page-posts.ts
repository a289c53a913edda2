import type { Readable } from 'node:stream';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeAttribute, escapeText } from 'entities';
import type { PublicConfig } from '#shared/api/port.ts';
import type { RenderAssets, RenderFunction } from '#shared/api/render.ts';
import { FORM_BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { AppError } from '#shared/errors.ts';
import { pathLanguage } from '#shared/domain/language.ts';
import { routerSafePathname } from '#shared/domain/url.ts';
import { formPostTexts } from '#shared/i18n/texts/form-post.ts';
import type { FormLimits } from '#server/plugins/form-limits.ts';
import { pageFormPort } from './page-form-port.ts';
import type { RenderSlots } from '../render/render-slots.ts';
import { setFormResult } from './form-result-cookie.ts';

export interface PagePostsOptions {
  loadRender: () => Promise<RenderFunction>;
  assets: () => Promise<RenderAssets>;
  publicConfig: PublicConfig;
  publicOrigin: string;
  streamTimeoutMs: number;
  renderSlots: RenderSlots | null;
  /** The forms' counters, shared with their /api routes. */
  formLimits: FormLimits;
}

/** What an HTML form sends (enctype); a body of another type is not a form of this site. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
const API_PATH = /^\/api(\/|$|\?)/;

type Refusal = keyof Omit<(typeof formPostTexts)['ru'], 'title' | 'back'>;

function refusalOf(error: FastifyError | AppError): { status: number; reason: Refusal } {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
  if (status === 403) return { status, reason: 'crossSite' };
  if (status === 413) return { status, reason: 'tooLarge' };
  if (status === 415) return { status, reason: 'unsupported' };
  if (status === 429) return { status, reason: 'tooMany' };
  if (status === 405 || status === 404) return { status: 405, reason: 'noForm' };
  return { status: status < 500 ? 400 : 500, reason: 'failed' };
}

/** The page's address on the public origin, as the page route builds it (never the Host header). */
function pageUrl(publicOrigin: string, raw: string): URL {
  const at = raw.indexOf('?');
  return new URL(`${publicOrigin}${at === -1 ? routerSafePathname(raw) : routerSafePathname(raw.slice(0, at)) + raw.slice(at)}`);
}

/**
 * Forms posted to their page without JavaScript (docs/decisions/0029). The post runs the
 * page's route action in the SSR bundle, as a fetcher runs it in the browser: the same
 * validation (the services), the same per-form limits (the port counts them, sharing the
 * form's /api counter), the same cross-site rule (server/plugins/same-origin-writes.ts,
 * for which this route declares the two form body types). A sent form is a 303 to its
 * page with the result in a one-read cookie; one that was not sent is the page with its
 * errors and the visitor's entries. What no action may see is refused with a short page
 * saying why: another site's post (403), a body past FORM_BODY_LIMIT_BYTES (413), another
 * body type (415), too many posts (429), a page with no form (405). Never cached.
 */
export const pagePostRoutes: FastifyPluginAsync<PagePostsOptions> = async (app, options) => {
  // In this scope only: the /api routes still take JSON alone.
  app.addContentTypeParser([...FORM_TYPES], { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    // An unknown /api path keeps the JSON side's answers.
    if (API_PATH.test(request.raw.url ?? '')) throw error;
    const { status, reason } = refusalOf(error);
    if (status >= 500) request.log.error({ err: error }, 'page post failed');
    else request.log.info({ status, reason }, 'page post refused');
    return sendRefusal(request, reply, status, reason);
  });

  async function sendRefusal(request: FastifyRequest, reply: FastifyReply, status: number, reason: Refusal) {
    const lang = pathLanguage(pageUrl(options.publicOrigin, request.raw.url ?? '/').pathname);
    const texts = formPostTexts[lang];
    const page = pageUrl(options.publicOrigin, request.raw.url ?? '/');
    const styles = (await options.assets()).styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
    if (status === 405) void reply.header('allow', 'GET, HEAD');
    return reply
      .code(status)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<meta name="robots" content="noindex, nofollow"><title>${escapeText(texts.title)}</title>${styles}</head>` +
          `<body><main class="container page-lead" data-testid="form-refused" data-reason="${reason}"><h1>${escapeText(texts.title)}</h1><p>${escapeText(texts[reason])}</p>` +
          `<p><a href="${escapeAttribute(page.pathname + page.search)}">${escapeText(texts.back)}</a></p></main></body></html>`,
      );
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw.url ?? '/';
    if (API_PATH.test(raw)) return reply.callNotFound();
    const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!(FORM_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(request.body)) throw new AppError('unsupported_media_type', 'A page takes only form posts', 415);

    const url = pageUrl(options.publicOrigin, raw);
    const page = url.pathname + url.search;
    const headers = new Headers();
    for (const name of ['accept', 'accept-language', 'cookie', 'user-agent', 'content-type'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // The request stream closes once its body has been read; the response's close before its end is the client leaving.
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('client closed the connection'));
    });

    const [render, assets] = await Promise.all([options.loadRender(), options.assets()]);
    const result = await render(new Request(url, { method: 'POST', headers, body: request.body as unknown as BodyInit, signal: controller.signal }), {
      // Each write is checked as its /api route checks it (page-form-port.ts); no rate-limit headers, the page shows the wait.
      api: pageFormPort(request.api, (form) => options.formLimits.count(form, request)),
      // The page's own language: a language redirect would lose what was posted.
      lang: pathLanguage(url.pathname),
      neutralLang: request.neutralLang,
      config: options.publicConfig,
      nonce: reply.scriptNonce,
      isBot: false,
      // A form posted without JavaScript: its page cannot ask for what comes late.
      waitForData: true,
      assets,
      streamTimeoutMs: options.streamTimeoutMs,
      ...(options.renderSlots ? { renderTurn: options.renderSlots.acquire } : {}),
    });

    // A post's answer is this visitor's alone.
    void reply.header('cache-control', 'private, no-store');
    for (const cookie of result.headers.getSetCookie()) void reply.header('set-cookie', cookie);
    if (result.body === null) {
      const location = result.headers.get('location');
      if (result.status >= 300 && result.status < 400 && location) {
        if (result.formResult) setFormResult(reply, result.formResult, location, options.publicOrigin);
        // 303 whatever the action chose: the page that follows is fetched with GET.
        return reply.code(303).header('location', location).send();
      }
      const refused = refusalOf({ statusCode: result.status } as FastifyError);
      return sendRefusal(request, reply, refused.status, refused.reason);
    }
    reply.code(result.status);
    result.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'cache-control') void reply.header(key, value);
    });
    void reply.header('vary', 'Cookie, Accept-Language');
    return reply.send(result.body as unknown as Readable);
  };

  app.post('/*', { config: { contentTypes: [...FORM_TYPES, 'application/json'] }, onRequest: options.formLimits.hook('pagePost') }, handler);
};
