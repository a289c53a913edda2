// A programmable UpstreamHttp: routes by host, method and path (without the query)
// to handlers; records every request. Handlers return a response or throw an AppError
// like the real client does.
import { AppError } from '#shared/errors.ts';
import type { UpstreamHttp, UpstreamRequest, UpstreamResponse } from '#server/upstream/http.ts';
import { demoUpstreamUrls } from '#server/upstream/hosts.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { createServices, type RequestContext, type ServiceDeps } from '#server/services/index.ts';

export type Handler = (req: UpstreamRequest) => unknown;

export function ok(body: unknown, status = 200): UpstreamResponse<unknown> {
  return { status, body, headers: {} };
}

export function upstream500(): never {
  throw new AppError('upstream_status', 'Upstream answered 500', 502, { upstreamStatus: 500 });
}

export function timeout(): never {
  throw new AppError('upstream_timeout', 'Upstream did not answer', 504);
}

export class FakeHttp implements UpstreamHttp {
  readonly urls = demoUpstreamUrls('http://upstream.test');
  readonly calls: UpstreamRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(host: UpstreamRequest['host'], method: UpstreamRequest['method'], path: string, handler: Handler | unknown): this {
    this.routes.set(`${host} ${method} ${path}`, typeof handler === 'function' ? (handler as Handler) : () => ok(handler));
    return this;
  }

  count(host: string, method: string, path: string): number {
    return this.calls.filter((call) => call.host === host && call.method === method && call.path.split('?')[0] === path).length;
  }

  find(host: string, method: string, path: string): UpstreamRequest[] {
    return this.calls.filter((call) => call.host === host && call.method === method && call.path.split('?')[0] === path);
  }

  async request<T>(req: UpstreamRequest): Promise<UpstreamResponse<T>> {
    this.calls.push(req);
    const handler = this.routes.get(`${req.host} ${req.method} ${req.path.split('?')[0]}`);
    if (!handler) return { status: 404, body: { status_code: 404, message: 'no route' } as T, headers: {} };
    const result = await handler(req);
    if (result && typeof result === 'object' && 'status' in result && 'headers' in result) return result as UpstreamResponse<T>;
    return ok(result) as UpstreamResponse<T>;
  }
}

export function memoryLogger() {
  const entries: Array<{ level: string; obj: Record<string, unknown>; msg?: string | undefined }> = [];
  const at = (level: string) => (obj: object, msg?: string) => {
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  };
  return { entries, warn: at('warn'), error: at('error'), debug: at('debug') };
}

export const RULES = { excludedCompanyIds: ['1003', '1077'], vipTariffPlanIds: ['14', '15'] };

export function setup(overrides: Partial<ServiceDeps> = {}) {
  const http = new FakeHttp();
  const cache = createResponseCache({ maxBytes: 8 * 1024 * 1024 });
  const logger = memoryLogger();
  const services = createServices({ http, cache, rules: RULES, logger, now: () => 1_700_000_000_000, ...overrides });
  const port = (ctx: Partial<RequestContext> = {}) => services.forRequest({ lang: 'ru', requestId: 'req-1', ...ctx });
  return { http, cache, logger, services, port };
}

export function listItem(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    alias: `model-${id}`,
    name: `Модель ${id}`,
    name_en: `Model ${id}`,
    name_short: `M-${id}`,
    images: [{ id: 1, url: `/images/models/${id}/1.svg`, name: '', is_main: true }],
    company_id: 1001,
    group_company: { id: 1001, uuid: 'c-1001', name_short: 'Компания', alias: 'kompaniya', logo: '', vip_status: false, allowModelsMuting: false },
    restriction: [],
    is_viewer3d: false,
    armodels: false,
    views: 10,
    downloads: 2,
    like_dislike: { like: 3, dislike: 0 },
    ...extra,
  };
}
