import type { Language } from '#shared/domain/language.ts';
import type { TokenResponse } from '#shared/types/index.ts';
import type { UpstreamHttp } from '#server/upstream/http.ts';
import type { CallContext } from '#server/upstream/calls/common.ts';
import type { CommentsHttp } from '#server/upstream/calls/comments.ts';
import type { UpstreamFiles } from '#server/upstream/files.ts';
import { cacheKey, type CacheClass, type ResponseCache } from '#server/cache/response-cache.ts';
import type { PolicyLogger } from './error-policy.ts';
import type { IfcReader } from '#server/ifc/reader.ts';
import type { IdsLibrary } from '#server/ifc/ids-library.ts';
import type { IfcSummaryIndex } from '#server/ifc/summary-index.ts';
import type { IfcMetrics } from '#server/metrics/registry.ts';

export interface ServiceRules {
  /** Spec §5: company ids the manufacturer lists drop. */
  excludedCompanyIds: string[];
  /** Spec §6: tariff plan ids that make a company VIP (with libraryDisplayLogo on). */
  vipTariffPlanIds: string[];
}

export interface CommentsDeps {
  http: CommentsHttp;
  /** Remark42's SITE for our threads. */
  siteId: string;
  /** The front host: a thread is named by the article's canonical address. */
  publicOrigin: string;
}

export interface ServiceDeps {
  http: UpstreamHttp;
  cache: ResponseCache;
  rules: ServiceRules;
  logger: PolicyLogger;
  /**
   * The uploads base the browser is given (server/browser-upstream.ts): markup the
   * server bakes (article bodies) points there, not at a host only this machine reaches.
   * Defaults to the uploads host itself.
   */
  browserUploadsUrl?: string;
  /** Clock for analytics timestamps; tests pin it. */
  now?: () => number;
  /** The comments host (spec §7) and what a thread is named by; null or absent: no comments service. */
  comments?: CommentsDeps | null;
  /** Signs a logged-in user's id for the chat tool's auth (config CHAT_AUTH_KEY); null or absent: no signature. */
  chatAuthKey?: string | null;
  /** Reads models' IFC files (server/ifc); null or absent: every model's facts are state 'none'. */
  ifc?: IfcReader | null;
  /** Each model's IFC class and completeness once its facts were served (server/ifc/summary-index.ts). */
  ifcSummaries?: IfcSummaryIndex;
  /** The IDS files the portal offers (server/ifc/ids-library.ts); absent: the shipped ones. */
  idsLibrary?: IdsLibrary;
  /** Where IDS checks are counted. */
  ifcMetrics?: IfcMetrics;
  /** Model files streamed from the uploads host (the download door); absent: no downloads. */
  files?: UpstreamFiles;
}

/**
 * What one request tells the services. The tokens come from the httpOnly
 * cookies; `onTokens` is how a refresh reaches the response: called with the new
 * tokens to set, or null when the stored ones are dead and must be cleared.
 */
export interface RequestContext {
  lang: Language;
  requestId?: string;
  accessToken?: string;
  refreshToken?: string;
  onTokens?: (tokens: TokenResponse | null) => void;
  /** The request's own logger (carries the request id); falls back to the services' logger. */
  logger?: PolicyLogger;
  /** The client's address as the proxy trust reads it: what bounds the user-service checks one client can cause. */
  clientAddress?: string;
  /** A token cookie was sent that cannot be a token: it is cleared, and never sent upstream. */
  malformedTokens?: boolean;
}

/** The per-request toolbox every service function gets. */
export interface Scope {
  deps: ServiceDeps;
  ctx: RequestContext;
  lang: Language;
  http: UpstreamHttp;
  log: PolicyLogger;
  /**
   * Context for public calls: the request id only. No token (a public answer must
   * not depend on who asked, since it is shared) and no abort signal (a shared
   * load must not die with the first request that gave up).
   */
  publicCtx: CallContext;
  /** Context for calls made on behalf of the logged-in user; never cached. */
  userCtx(accessToken: string): CallContext;
  /**
   * A public upstream answer through the shared cache, keyed by the endpoint, its
   * parameters and the language. Only for calls made with publicCtx.
   */
  cached<T>(cacheClass: CacheClass, endpoint: { host: string; name: string }, params: unknown, load: () => Promise<T>): Promise<T>;
}

export function createScope(deps: ServiceDeps, ctx: RequestContext): Scope {
  const publicCtx: CallContext = ctx.requestId === undefined ? {} : { requestId: ctx.requestId };
  return {
    deps,
    ctx,
    lang: ctx.lang,
    http: deps.http,
    log: ctx.logger ?? deps.logger,
    publicCtx,
    userCtx: (accessToken) => ({ ...publicCtx, accessToken }),
    cached(cacheClass, endpoint, params, load) {
      const key = cacheKey({ host: endpoint.host, path: endpoint.name, body: params ?? null, lang: ctx.lang });
      return deps.cache.get(key, cacheClass, load);
    },
  };
}

/**
 * Spec §8's last line: 'Other failures are only logged; no message is shown to
 * users.' For calls that no catalogue row names (the company next to a model, the
 * top article, ad popups): logged with what failed, and the fallback is used.
 */
export async function logged<T>(scope: Scope, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    scope.log.warn({ situation: what, policy: 'other', requestId: scope.ctx.requestId, err: error }, `${what} failed: logged only`);
    return fallback;
  }
}
