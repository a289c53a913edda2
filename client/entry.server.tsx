import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { BootData, FormOutcome, RenderDeps, RenderResult } from '#shared/api/render.ts';
import { isSentForm, sentFormLocation } from '#shared/domain/form-result.ts';
import { sameSitePath } from '#shared/domain/url.ts';
import { serializeForScript } from '#shared/domain/serialize.ts';
import { ERROR_PAGE_FAILURE_MESSAGE } from '#shared/errors.ts';
import { routes, ROUTE_SOURCES } from './routes.ts';
import { Document } from './app/shell/document.tsx';
import { loaderEnv } from './app/data/loader-env.ts';
import { LOCALE_SOURCES, loadTranslator } from './app/i18n/i18n.ts';
import { loadDeferred } from './app/deferred/deferred.tsx';
import './styles/app.css';

const handler = createStaticHandler(routes);

// Shown when even the error page cannot render (spec §2), in both languages.
const FALLBACK_HTML =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex, nofollow"><title>Error</title></head><body style="font-family:system-ui,sans-serif;padding:48px 24px;text-align:center">' +
  `<p>${ERROR_PAGE_FAILURE_MESSAGE}</p><p><a href="/">Home</a></p></body></html>`;

function routerContext(deps: RenderDeps): RouterContextProvider {
  const requestContext = new RouterContextProvider();
  requestContext.set(loaderEnv, { api: deps.api, lang: deps.lang, neutralLang: deps.neutralLang, config: deps.config, waitForData: deps.waitForData });
  return requestContext;
}

/** The page's data for a GET, with a form's result as its route's action data when there is one to show. */
async function loadPage(request: Request, deps: RenderDeps, outcome: FormOutcome | undefined): Promise<StaticHandlerContext | RenderResult> {
  const context = await handler.query(request, { requestContext: routerContext(deps) });
  // A loader's redirect goes out as it is.
  if (context instanceof Response) return { status: context.status, headers: context.headers, body: null };
  if (outcome && context.matches.some((match) => match.route.id === outcome.routeId)) context.actionData = { [outcome.routeId]: outcome.data };
  return context;
}

/**
 * A form posted without JavaScript (docs/decisions/0029): the route action runs alone,
 * as a fetcher runs it in the browser. Sent: 303 to the page (or where the action says),
 * the result travelling with it; not sent: the page itself, its loaders run as for a GET,
 * showing the action's answer (field errors, the visitor's entries). A post to a page
 * with no action (405) or an action that threw has no body: the server explains.
 */
async function submitForm(request: Request, deps: RenderDeps): Promise<StaticHandlerContext | RenderResult> {
  const posted = await handler.query(request, { requestContext: routerContext(deps), skipRevalidation: true });
  if (posted instanceof Response) return { status: posted.status, headers: posted.headers, body: null };
  const routeId = posted.actionData ? Object.keys(posted.actionData)[0] : undefined;
  if (routeId === undefined || posted.errors) return { status: posted.statusCode >= 400 ? posted.statusCode : 500, headers: new Headers(), body: null };
  const outcome: FormOutcome = { routeId, data: posted.actionData?.[routeId] };
  const url = new URL(request.url);
  const page = url.pathname + url.search;
  if (isSentForm(outcome.data)) {
    // The path an action names comes from what was posted: it may only lead back onto this site.
    const location = sameSitePath(sentFormLocation(outcome.data, page));
    // A result for another page (a site-wide form's return) is not carried: that page shows its own state.
    return { status: 303, headers: new Headers({ location }), body: null, ...(location === page ? { formResult: outcome } : {}) };
  }
  return loadPage(new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }), deps, outcome);
}

export async function render(request: Request, deps: RenderDeps): Promise<RenderResult> {
  const context = request.method === 'POST' ? await submitForm(request, deps) : await loadPage(request, deps, deps.formResult);
  if (!('matches' in context)) return context;

  const router = createStaticRouter(handler.dataRoutes, context);
  const lang = deps.lang;
  // '' renders without a nonce: a cached page's inline scripts are allowed by their hashes.
  const nonce = deps.nonce === '' ? undefined : deps.nonce;
  // Loaded by the root loader already, unless the render is an error page before it ran.
  // Deferred parts render whole on the server: their modules load once, before the first render.
  await Promise.all([loadTranslator(lang), loadDeferred()]);
  // The shell's stylesheet and the matched page's (docs/decisions/0031): in the head, so the first paint is styled.
  const pageStyles = context.matches.flatMap((match) => deps.assets.routeStyles[ROUTE_SOURCES[match.route.id] ?? ''] ?? []);
  const styles = [...new Set([...deps.assets.styles, ...pageStyles])];
  const boot: BootData = { lang, neutralLang: deps.neutralLang, config: deps.config, assets: { styles }, routeIds: context.matches.map((match) => match.route.id) };
  const preload = [
    ...(deps.assets.routeChunks[LOCALE_SOURCES[lang]] ?? []),
    ...context.matches.flatMap((match) => {
      const source = ROUTE_SOURCES[match.route.id];
      return source ? [...(deps.assets.routeChunks[source] ?? []), ...(deps.assets.routeChunks[`${source}?lang=${lang}`] ?? [])] : [];
    }),
  ];

  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const leaf = context.matches.at(-1);
  const loaderHeaders = leaf ? context.loaderHeaders[leaf.route.id] : undefined;
  loaderHeaders?.forEach((value, key) => headers.set(key, value));

  // Data and modules are ready: wait for a turn to render and write (ended when the body closes).
  const endTurn = deps.renderTurn ? await deps.renderTurn() : () => {};
  return new Promise<RenderResult>((resolve) => {
    let status = context.statusCode;
    let settled = false;
    const body = new CoalescedHtml();
    const settle = (result: RenderResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const stream = renderToPipeableStream(
      <Document lang={lang} styles={styles} preload={[...new Set(preload)]}>
        <StaticRouterProvider router={router} context={context} {...(nonce ? { nonce } : {})} />
      </Document>,
      {
        ...(nonce ? { nonce } : {}),
        bootstrapScriptContent: `window.__BOOT__=${serializeForScript(boot)}`,
        bootstrapModules: deps.assets.bootstrapModules,
        // A finished Suspense boundary (a deferred part, decision 0018) stays in place in the HTML:
        // past this many bytes React would move it to a hidden <div> revealed by an inline script,
        // which a page without script, or a cached page's CSP, would leave hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (deps.isBot) return;
          stream.pipe(body);
          settle({ status, headers, body });
        },
        onAllReady() {
          if (!deps.isBot) return;
          stream.pipe(body);
          settle({ status, headers, body });
        },
        onShellError() {
          endTurn();
          settle({ status: 500, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), body: fromString(FALLBACK_HTML) });
        },
        onError(error) {
          // Errors after the shell are recovered on the client; crawlers still get a correct status.
          if (!settled) status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(() => {
      stream.abort(new Error('render timed out'));
      // A reader that never drains the document must not keep the turn.
      endTurn();
    }, deps.streamTimeoutMs);
    timer.unref();
    body.on('close', () => {
      clearTimeout(timer);
      endTurn();
    });
    body.on('end', () => clearTimeout(timer));
    request.signal.addEventListener(
      'abort',
      () => {
        stream.abort(request.signal.reason);
        endTurn();
      },
      { once: true },
    );
  });
}

/** Upper bound on one coalesced write, so a long page still streams in pieces. */
const COALESCE_MAX_BYTES = 64 * 1024;

/**
 * React's Node renderer writes its output as 4 KB views, about 40 writes for a
 * catalogue page, and each write costs a pass through the compressor and the
 * socket: brotli over 4 KB pieces takes three times the CPU of brotli over one
 * 64 KB piece (docs/bench.md). React calls `flush()` on its destination when it
 * has written all it has ready (the shell, then each resolved boundary), so the
 * pieces are joined until then: the page still streams at React's own flush
 * points, in a few large writes.
 */
class CoalescedHtml extends Transform {
  #parts: Buffer[] = [];
  #bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#parts.push(chunk);
    this.#bytes += chunk.length;
    if (this.#bytes >= COALESCE_MAX_BYTES) this.flush();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }

  /** Called by React (flushBuffered) after each completed flush of its queues. */
  flush(): void {
    if (this.#bytes === 0) return;
    const parts = this.#parts;
    this.push(parts.length === 1 ? parts[0] : Buffer.concat(parts, this.#bytes));
    this.#parts = [];
    this.#bytes = 0;
  }
}

function fromString(html: string): PassThrough {
  const body = new PassThrough();
  body.end(html);
  return body;
}
