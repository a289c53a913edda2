// The server's composition root: the one place that decides where the upstream
// is (the configured hosts, or the demo upstream in-process or in a worker
// thread) and builds what talks to it: the undici pools, the upstream client,
// the shared response cache and the services. buildApp (app.ts), the cluster
// primary (cluster.ts) and the integration harness all start from here.
import type { Dispatcher } from 'undici';
import type { AppConfig } from './config.ts';
import type { CacheMetrics, IfcMetrics, UpstreamMetrics } from './metrics/registry.ts';
import { createParserPool, type ParserPoolOptions } from './ifc/parser-pool.ts';
import { createIfcReader } from './ifc/reader.ts';
import { createIfcSummaryIndex } from './ifc/summary-index.ts';
import { createUpstreamPools } from './upstream/pools.ts';
import { createUpstreamHttp, type UpstreamHttp, type UpstreamLogger } from './upstream/http.ts';
import { createUpstreamFiles } from './upstream/files.ts';
import type { UpstreamHost, UpstreamUrls } from './upstream/hosts.ts';
import { CACHE_POLICY, createResponseCache, type ResponseCache } from './cache/response-cache.ts';
import { browserUpstream, type CommentsHost } from './browser-upstream.ts';
import { demoCommentsUrl } from './upstream/hosts.ts';
import { DEFAULT_COMMENTS_SITE_ID } from '#shared/domain/comments.ts';
import { createCommentsClient } from './upstream/comments.ts';
import { createServices, type ServiceRules, type Services } from './services/index.ts';
import type { PolicyLogger } from './services/error-policy.ts';
import type { DemoUpstream } from './demo-upstream/start.ts';

/** Where the demo upstream runs when no upstream host is configured. */
export interface DemoChoice {
  /** A worker thread (the production server) instead of this thread (tests). */
  inWorker?: boolean;
  /** Fault injection on (tests only; in-process only). */
  faults?: boolean;
  /** One already running (tests sharing one demo between stacks); it is not closed here. */
  running?: DemoUpstream;
}

export type UpstreamConfig = Pick<AppConfig, 'upstreams' | 'excludedCompanyIds' | 'vipTariffPlanIds'> & Partial<Pick<AppConfig, 'upstreamsAreDemo' | 'comments'>>;

export interface Upstream {
  urls: UpstreamUrls;
  /** The manufacturer rules: configured, else the demo upstream's own, else none. */
  rules: ServiceRules;
  /** Whether the demo upstream serves (in-process or in a worker). */
  isDemo: boolean;
  /** The in-process demo upstream (its faults and dataset), null on real hosts or in a worker. */
  demo: DemoUpstream | null;
  /** Rules a real upstream needs but the configuration left unset. */
  missingRules: boolean;
  /** The comments host: COMMENTS_URL, else the demo upstream's in demo mode, else none. */
  comments: CommentsHost;
  close(): Promise<void>;
}

/** COMMENTS_URL wins; without it only the demo upstream has comments (real hosts show no dead widget). */
function commentsHost(config: UpstreamConfig, urls: UpstreamUrls, isDemo: boolean): CommentsHost {
  const configured = config.comments?.url ?? null;
  if (configured) return { url: configured, isDemo: false };
  return isDemo ? { url: demoCommentsUrl(urls), isDemo: true } : null;
}

/** The upstream this server talks to, starting the demo upstream when no host is configured. */
export async function resolveUpstream(config: UpstreamConfig, demoChoice: DemoChoice = {}): Promise<Upstream> {
  if (config.upstreams) {
    const isDemo = config.upstreamsAreDemo ?? false;
    return {
      urls: config.upstreams,
      rules: { excludedCompanyIds: config.excludedCompanyIds ?? [], vipTariffPlanIds: config.vipTariffPlanIds ?? [] },
      // A cluster worker is given its primary's demo upstream as configured hosts.
      isDemo,
      demo: null,
      missingRules: config.excludedCompanyIds === null || config.vipTariffPlanIds === null,
      comments: commentsHost(config, config.upstreams, isDemo),
      close: async () => {},
    };
  }
  // Loaded only in demo mode: a server on real hosts never holds the demo's code (issue 25: its heap at start).
  const inProcess = demoChoice.inWorker
    ? null
    : (demoChoice.running ?? (await (await import('./demo-upstream/start.ts')).startDemoUpstream({ host: '127.0.0.1', port: 0, faults: demoChoice.faults ?? false })));
  const started = inProcess ?? (await (await import('./demo-upstream/worker.ts')).startDemoUpstreamWorker());
  return {
    urls: started.urls,
    rules: {
      excludedCompanyIds: config.excludedCompanyIds ?? started.ruleIds.excludedCompanyIds,
      vipTariffPlanIds: config.vipTariffPlanIds ?? started.ruleIds.vipTariffPlanIds,
    },
    isDemo: true,
    demo: inProcess,
    missingRules: false,
    comments: commentsHost(config, started.urls, true),
    close: async () => {
      if (started !== demoChoice.running) await started.close();
    },
  };
}

export interface ServerCompositionOptions {
  config: UpstreamConfig & Pick<AppConfig, 'cacheMaxBytes'> & Partial<Pick<AppConfig, 'chatAuthKey' | 'publicOrigin'>>;
  demo?: DemoChoice;
  /** The services' logger (a request's own logger takes over inside a request). */
  logger: PolicyLogger;
  /** Where failed upstream calls are logged; none when unset. */
  upstreamLogger?: UpstreamLogger;
  metrics?: { upstream: UpstreamMetrics; cache: CacheMetrics; ifc?: IfcMetrics };
  /** Other bounds for reading IFC files (tests: a small file cap, a short parse timeout, a worker that misbehaves). */
  ifc?: { pool?: ParserPoolOptions; maxFileBytes?: number };
  /** Swap the undici Pools (tests inject MockAgent or a slow dispatcher). */
  dispatchers?: Record<UpstreamHost, Dispatcher>;
  /** Other cache windows (tests). */
  cachePolicy?: Partial<typeof CACHE_POLICY>;
  /** Wraps the upstream client (tests cap every deadline). */
  wrapHttp?: (http: UpstreamHttp) => UpstreamHttp;
}

export interface ServerComposition {
  upstream: Upstream;
  http: UpstreamHttp;
  cache: ResponseCache;
  services: Services;
  /** Closes the pools, then the demo upstream if it was started here. */
  close(): Promise<void>;
}

export async function composeServer(options: ServerCompositionOptions): Promise<ServerComposition> {
  const { config, metrics } = options;
  const upstream = await resolveUpstream(config, options.demo);
  const pools = options.dispatchers ? null : createUpstreamPools(upstream.urls);
  const base = createUpstreamHttp({
    urls: upstream.urls,
    dispatchers: options.dispatchers ?? pools!.dispatchers,
    ...(metrics ? { metrics: metrics.upstream } : {}),
    ...(options.upstreamLogger ? { logger: options.upstreamLogger } : {}),
  });
  const http = options.wrapHttp ? options.wrapHttp(base) : base;
  const cache = createResponseCache({
    maxBytes: config.cacheMaxBytes,
    ...(options.cachePolicy ? { policy: options.cachePolicy } : {}),
    ...(metrics ? { metrics: metrics.cache } : {}),
  });
  const commentsClient = upstream.comments
    ? createCommentsClient({
        url: upstream.comments.url,
        ...(metrics ? { metrics: metrics.upstream } : {}),
        ...(options.upstreamLogger ? { logger: options.upstreamLogger } : {}),
      })
    : null;
  // Parse workers start on the first IFC file asked for, not here: a server that shows none pays nothing.
  const ifcMetrics = metrics?.ifc;
  const ifc = createIfcReader({
    http,
    cache,
    pool: createParserPool({ logger: options.logger, ...(ifcMetrics ? { metrics: ifcMetrics } : {}), ...options.ifc?.pool }),
    logger: options.logger,
    ...(ifcMetrics ? { metrics: ifcMetrics } : {}),
    ...(options.ifc?.maxFileBytes === undefined ? {} : { maxFileBytes: options.ifc.maxFileBytes }),
  });
  const files = createUpstreamFiles({
    uploadsUrl: upstream.urls.uploads,
    dispatcher: (options.dispatchers ?? pools!.dispatchers).uploads,
    ...(metrics ? { metrics: metrics.upstream } : {}),
    ...(options.upstreamLogger ? { logger: options.upstreamLogger } : {}),
  });
  const services = createServices({
    files,
    http,
    cache,
    ifc,
    ifcSummaries: createIfcSummaryIndex(),
    ...(ifcMetrics ? { ifcMetrics } : {}),
    rules: upstream.rules,
    logger: options.logger,
    browserUploadsUrl: browserUpstream(upstream.urls, upstream.isDemo).uploadsUrl,
    chatAuthKey: config.chatAuthKey ?? null,
    comments: commentsClient && config.publicOrigin ? { http: commentsClient.http, siteId: config.comments?.siteId ?? DEFAULT_COMMENTS_SITE_ID, publicOrigin: config.publicOrigin } : null,
  });
  if (upstream.missingRules) {
    options.logger.warn({}, 'EXCLUDED_COMPANY_IDS or VIP_TARIFF_PLAN_IDS is not set: no manufacturer is excluded or shown as VIP');
  }
  return {
    upstream,
    http,
    cache,
    services,
    async close() {
      await ifc.close();
      await pools?.close();
      await commentsClient?.close();
      await upstream.close();
    },
  };
}
