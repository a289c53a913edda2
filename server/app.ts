import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Dispatcher } from 'undici';
import type { ApiPort } from '#shared/api/port.ts';
import type { RenderAssets, RenderFunction } from '#shared/api/render.ts';
import { publicConfig, type AppConfig } from './config.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { urlPolicyPlugin } from './plugins/url-policy.ts';
import { languagePlugin } from './plugins/language.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { healthRoutes } from './routes/health.ts';
import { ssrRoutes } from './routes/ssr.ts';
import { apiRoutes } from './routes/api/index.ts';
import { authRoutes } from './routes/auth.ts';
import { loadBuildAssets } from './render/manifest.ts';
import { createPageCache } from './render/page-cache.ts';
import { createMetrics } from './metrics/registry.ts';
import type { Registry } from 'prom-client';
import { createUpstreamPools } from './upstream/pools.ts';
import { createUpstreamHttp } from './upstream/http.ts';
import type { UpstreamHost, UpstreamUrls } from './upstream/hosts.ts';
import { createResponseCache } from './cache/response-cache.ts';
import { createServices, type Services } from './services/index.ts';
import { startDemoUpstream, type DemoUpstream } from './demo-upstream/start.ts';
import { startDemoUpstreamWorker, type DemoUpstreamWorker } from './demo-upstream/worker.ts';
import { requestContext } from './routes/api/context.ts';
import { EXCLUDED_MANUFACTURER_IDS, VIP_TARIFF_PLAN_IDS } from './demo-upstream/dataset/companies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
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
  /** The /metrics exposition when it is not this process's registry alone (cluster workers: the sum over workers). */
  metricsExposition?: (registry: Registry) => () => Promise<string>;
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
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    trustProxy: true,
    // genReqId reads x-request-id itself so a hostile value is replaced, not logged and echoed.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500, ignoreDuplicateSlashes: false },
  });
  app.decorate('readiness', { ready: true });
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-request-id', request.id);
    // While draining, a finished response must also end its keep-alive connection,
    // or the server's close would wait on it until the shutdown deadline.
    if (!app.readiness.ready) void reply.header('connection', 'close');
    return payload;
  });

  // Upstream: the configured hosts, or the demo upstream on loopback.
  let demo: DemoUpstream | null = null;
  let demoWorker: DemoUpstreamWorker | null = null;
  let urls: UpstreamUrls;
  if (config.upstreams) {
    urls = config.upstreams;
  } else if (overrides.demoInWorker) {
    demoWorker = await startDemoUpstreamWorker();
    urls = demoWorker.urls;
  } else {
    demo = await startDemoUpstream({ host: '127.0.0.1', port: 0, faults: overrides.demoFaults ?? false });
    urls = demo.urls;
  }
  app.decorate('demoUpstream', demo);
  const usingDemo = demo !== null || demoWorker !== null;

  const metrics = createMetrics();
  const pools = overrides.dispatchers ? null : createUpstreamPools(urls);
  const dispatchers = overrides.dispatchers ?? pools!.dispatchers;
  const http = createUpstreamHttp({ urls, dispatchers, metrics: metrics.upstream, logger: app.log });
  const cache = createResponseCache({ maxBytes: config.cacheMaxBytes, metrics: metrics.cache });
  const services = createServices({
    http,
    cache,
    rules: {
      // Unset rules take the demo dataset's ids on the demo upstream; on real hosts they must be configured.
      excludedCompanyIds: config.excludedCompanyIds ?? (usingDemo ? EXCLUDED_MANUFACTURER_IDS.map(String) : []),
      vipTariffPlanIds: config.vipTariffPlanIds ?? (usingDemo ? VIP_TARIFF_PLAN_IDS.map(String) : []),
    },
    logger: app.log,
  });
  app.decorate('services', services);
  if (!usingDemo && (config.excludedCompanyIds === null || config.vipTariffPlanIds === null)) {
    app.log.warn('EXCLUDED_COMPANY_IDS or VIP_TARIFF_PLAN_IDS is not set: no manufacturer is excluded or shown as VIP');
  }
  app.addHook('onClose', async () => {
    await pools?.close();
    await demo?.close();
    await demoWorker?.close();
  });

  const browserConfig = publicConfig(config, urls);
  // Same context as the /api routes, so a token refreshed during a page render reaches the browser.
  const apiFor = (request: FastifyRequest, reply: FastifyReply): ApiPort =>
    services.forRequest(requestContext(request, reply, { publicOrigin: config.publicOrigin }));

  await app.register(metricsPlugin, { metrics, ...(overrides.metricsExposition ? { exposition: overrides.metricsExposition(metrics.registry) } : {}) });
  await app.register(securityHeadersPlugin, { imageOrigins: [new URL(urls.uploads).origin, new URL(urls.webApi2).origin], dev: config.dev });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(urlPolicyPlugin);
  await app.register(errorsPlugin);
  await app.register(healthRoutes, { isReady: () => app.readiness.ready });
  await app.register(apiRoutes, { prefix: '/api', services, publicOrigin: config.publicOrigin });
  await app.register(authRoutes, { services, publicOrigin: config.publicOrigin, lkUrl: urls.lk });

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

  await app.register(ssrRoutes, {
    loadRender,
    assets,
    apiFor,
    publicConfig: browserConfig,
    publicOrigin: config.publicOrigin,
    streamTimeoutMs: overrides.streamTimeoutMs ?? 10_000,
    // In dev every render must show the latest code.
    pageCache: config.pageCacheTtlMs > 0 && !config.dev ? createPageCache({ ttlMs: config.pageCacheTtlMs, maxBytes: config.pageCacheMaxBytes }) : null,
  });
  return app;
}
