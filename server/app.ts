import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Dispatcher } from 'undici';
import type { RenderAssets, RenderFunction } from '#shared/api/render.ts';
import { publicConfig, trustProxyOption, type AppConfig } from './config.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { urlPolicyPlugin } from './plugins/url-policy.ts';
import { redirectGuardPlugin } from './plugins/redirect-guard.ts';
import { sameOriginWritesPlugin } from './plugins/same-origin-writes.ts';
import { languagePlugin } from './plugins/language.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { healthRoutes } from './routes/health.ts';
import { ssrRoutes } from './routes/ssr.ts';
import { pagePostRoutes } from './routes/page-posts.ts';
import type { FormLimits } from './plugins/form-limits.ts';
import { apiRoutes } from './routes/api/index.ts';
import { authRoutes } from './routes/auth.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { downloadRoutes } from './routes/download.ts';
import { feedRoutes } from './routes/feeds.ts';
import { portalRouteMiddleware } from './routes/route-middleware.ts';
import { routeMiddlewarePlugin } from './plugins/route-middleware.ts';
import { createSitemaps } from './sitemap/sitemaps.ts';
import { loadBuildAssets } from './render/manifest.ts';
import { pageFilesRoutes } from './routes/page-files.ts';
import { createPageCache } from './render/page-cache.ts';
import { createRenderSlots, type RenderSlots } from './render/render-slots.ts';
import { isOverloaded } from './render/admission.ts';
import { createMetrics } from './metrics/registry.ts';
import type { UpstreamHost } from './upstream/hosts.ts';
import type { DemoUpstream } from './demo-upstream/start.ts';
import { requestApiPlugin } from './plugins/request-api.ts';
import { freedMemoryPlugin } from './plugins/freed-memory.ts';
import { loadMallocTrim } from './memory/freed-memory.ts';
import { loadHeapReduce } from './memory/heap-reduce.ts';
import { composeServer, type ServerCompositionOptions } from './composition.ts';
import { browserUpstream } from './browser-upstream.ts';
import { demoUpstreamRelayPlugin } from './plugins/demo-upstream-relay.ts';
import { thirdPartyOrigins } from '#shared/domain/analytics-tags.ts';

/** Brotli for responses compressed as they stream (see the compress registration). */
const DYNAMIC_BROTLI_QUALITY = 4;
const DYNAMIC_BROTLI_LGWIN = 18;

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process demo upstream when no upstream host is configured (null when it runs in a worker). */
    demoUpstream: DemoUpstream | null;
    /** False from the moment shutdown begins. */
    readiness: { ready: boolean };
  }
}

export interface AppOverrides {
  /** Swap the undici Pools (tests inject MockAgent or a slow dispatcher). */
  dispatchers?: Record<UpstreamHost, Dispatcher>;
  /** Start the demo upstream with fault injection on (tests only). */
  demoFaults?: boolean;
  /** Run the demo upstream in a worker thread (the production server) instead of in-process (tests). */
  demoInWorker?: boolean;
  /** Logger settings; tests pass false. */
  logger?: boolean | object;
  /** Bound on one streamed render. */
  streamTimeoutMs?: number;
  /** Cache windows (tests: tiny ones, so cached data is past its stale window). */
  cachePolicy?: ServerCompositionOptions['cachePolicy'];
  /** The render line (tests hold its turns to make the server overloaded); RENDER_CONCURRENCY builds it otherwise. */
  renderSlots?: RenderSlots | null;
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Builds the whole app in a fixed, explicit order. Listening is main.ts's job. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      overrides.logger === undefined
        ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] }
        : overrides.logger,
    // Keep-alive longer than a typical load balancer's idle timeout (60 s), so the LB closes first.
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // A request that reached us on an open connection is served during the drain, not refused (server/lifecycle.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Who may name the client's address (rate limits key on request.ip): TRUST_PROXY, nobody by default.
    trustProxy: trustProxyOption(config.trustProxy),
    // genReqId reads x-request-id itself so a hostile value is replaced, not logged and echoed.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500, ignoreDuplicateSlashes: false },
  });
  app.decorate('readiness', { ready: true });
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // While draining, a finished response must also end its keep-alive connection,
    // or the server's close would wait on it until the shutdown deadline.
    if (!app.readiness.ready) void reply.header('connection', 'close');
    done(null, payload);
  });

  const metrics = createMetrics();
  const composed = await composeServer({
    config,
    demo: { inWorker: overrides.demoInWorker ?? false, faults: overrides.demoFaults ?? false },
    logger: app.log,
    upstreamLogger: app.log,
    metrics,
    ...(overrides.dispatchers ? { dispatchers: overrides.dispatchers } : {}),
    ...(overrides.cachePolicy ? { cachePolicy: overrides.cachePolicy } : {}),
  });
  const { services, upstream } = composed;
  const urls = upstream.urls;
  app.decorate('demoUpstream', upstream.demo);
  app.addHook('onClose', () => composed.close());

  // What the browser is given: the hosts themselves, or in demo mode paths on this site (browser-upstream.ts).
  const browser = browserUpstream(urls, upstream.isDemo, upstream.comments);
  const browserConfig = publicConfig(config, browser);

  await app.register(metricsPlugin, { metrics });
  // The built server gives what glibc and V8 keep of freed memory back in lulls (docs/decisions/0037, 0038).
  if (!config.dev) {
    const addon = loadMallocTrim(path.resolve(config.distDir));
    if (!addon.trim) app.log.warn({ problem: addon.problem }, 'no malloc-trim addon: memory the server frees stays with glibc');
    const heap = loadHeapReduce();
    if (!heap.reduce) app.log.warn({ problem: heap.problem }, "no gc(): V8 keeps its headroom after the load has passed");
    if (addon.trim || heap.reduce) await app.register(freedMemoryPlugin, { trim: addon.trim, reduceHeap: heap.reduce, metrics: metrics.memory });
  }
  await app.register(securityHeadersPlugin, { imageOrigins: browser.imageOrigins, dev: config.dev, tags: thirdPartyOrigins(config.analytics, config.chat) });
  // Responses made per request (logged-in pages, API answers) are compressed as they stream.
  // Brotli 4 costs about 2 ms of CPU per 141 KB page (20 KB out); a 256 KB window (LGWIN 18)
  // holds any page whole, so it compresses as well as the default 4 MB one with less
  // memory per open stream. Cached pages bring their own bytes (server/render/page-cache.ts).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI_LGWIN } },
  });
  await app.register(cookie);
  await app.register(languagePlugin);
  // Same port for the /api routes and the page render, so a token refreshed during a render reaches the browser.
  await app.register(requestApiPlugin, { services, publicOrigin: config.publicOrigin });
  await app.register(redirectGuardPlugin, { allowedOrigins: [config.publicOrigin, urls.lk] });
  await app.register(urlPolicyPlugin);
  await app.register(errorsPlugin);
  await app.register(sameOriginWritesPlugin, { publicOrigin: config.publicOrigin });
  await app.register(routeMiddlewarePlugin, { middleware: portalRouteMiddleware(config.publicOrigin) });
  // The render line: readiness and metrics report its overload, the page route sheds by it (docs/decisions/0025).
  const renderSlots = overrides.renderSlots !== undefined ? overrides.renderSlots : config.renderConcurrency > 0 ? createRenderSlots(config.renderConcurrency) : null;
  if (renderSlots) metrics.pages.watchRenderLine(renderSlots);
  const overloaded = () =>
    renderSlots !== null && config.admissionMaxWaitMs > 0 && isOverloaded(renderSlots.expectedWaitMs(), renderSlots.averageTurnMs, config.admissionMaxWaitMs);
  await app.register(healthRoutes, { isReady: () => app.readiness.ready, isOverloaded: overloaded, failWhenOverloaded: config.readyzFailsWhenOverloaded });
  let formLimits: FormLimits | undefined;
  await app.register(apiRoutes, { prefix: '/api', services, publicOrigin: config.publicOrigin, redisUrl: config.redisUrl, onFormLimits: (limits) => (formLimits = limits) });
  await app.register(authRoutes, { services, publicOrigin: config.publicOrigin, publicOriginFixed: config.publicOriginFixed, lkUrl: urls.lk, toBrowser: browser.toBrowser });
  await app.register(downloadRoutes, { services, forwardRabbit: config.analytics.forwardToRabbit, redisUrl: config.redisUrl });
  await app.register(feedRoutes, { publicOrigin: config.publicOrigin });
  await app.register(sitemapRoutes, { sitemaps: createSitemaps({ source: services.sitemap, publicOrigin: config.publicOrigin }), publicOrigin: config.publicOrigin });
  if (upstream.isDemo) await app.register(demoUpstreamRelayPlugin, { urls, browser, commentsUrl: upstream.comments?.isDemo ? upstream.comments.url : null });

  let loadRender: () => Promise<RenderFunction>;
  let assets: () => Promise<RenderAssets>;
  if (config.dev) {
    const { registerViteDev } = await import('./plugins/vite-dev.ts');
    const dev = await registerViteDev(app);
    await app.register(staticAssetsPlugin, { root: 'public' });
    loadRender = dev.loadRender;
    assets = dev.assets;
  } else {
    const distDir = path.resolve(config.distDir);
    const built = await loadBuildAssets(distDir);
    const module = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.server.js')).href)) as { render: RenderFunction };
    await app.register(staticAssetsPlugin, { root: path.join(distDir, 'client') });
    loadRender = async () => module.render;
    assets = async () => built;
  }

  await app.register(pageFilesRoutes, { assets });
  if (!formLimits) throw new Error('The /api scope did not make the forms\' limits');
  // Forms posted to their page without JavaScript (docs/decisions/0029), counted with their /api routes.
  await app.register(pagePostRoutes, { loadRender, assets, publicConfig: browserConfig, publicOrigin: config.publicOrigin, streamTimeoutMs: overrides.streamTimeoutMs ?? 10_000, renderSlots, formLimits });
  await app.register(ssrRoutes, {
    loadRender,
    assets,
    publicConfig: browserConfig,
    publicOrigin: config.publicOrigin,
    streamTimeoutMs: overrides.streamTimeoutMs ?? 10_000,
    renderSlots,
    admissionMaxWaitMs: config.admissionMaxWaitMs,
    metrics: metrics.pages,
    // In dev every render must show the latest code.
    pageCache:
      config.pageCacheTtlMs > 0 && !config.dev
        ? createPageCache({ ttlMs: config.pageCacheTtlMs, staleMs: config.pageCacheStaleMs, maxBytes: config.pageCacheMaxBytes })
        : null,
  });
  return app;
}
