// Demo mode only: the demo upstream's browser-facing paths served under the front host
// (server/browser-upstream.ts says why). GET and HEAD are relayed, streamed, with the
// demo's caching headers; the path is checked before anything is sent on.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, request as undiciRequest } from 'undici';
import { DEMO_RELAY_PATHS, DEMO_RELAYED_HOSTS, type BrowserUpstream } from '../browser-upstream.ts';
import { AppError } from '#shared/errors.ts';
import { UPLOADED_AVATAR_PATH } from '#shared/domain/avatar.ts';
import { DEMO_COMMENTS_PREFIX, type UpstreamUrls } from '../upstream/hosts.ts';

export interface DemoUpstreamRelayOptions {
  urls: UpstreamUrls;
  browser: BrowserUpstream;
  /** The demo's comments host, relayed under DEMO_COMMENTS_PREFIX (its discussion page); null when comments go elsewhere. */
  commentsUrl?: string | null;
}

/** Spec §9: every upstream call is bounded by 15 s. */
const RELAY_TIMEOUT_MS = 15_000;
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since', 'range'] as const;
// The uploads host's Content-Disposition names a file the browser saves (a plugin installer); model files never pass here.
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'content-range', 'accept-ranges'] as const;
/** Images, files and models do not change under one address. */
const FILE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The relayed part of a path, or null when it could leave the relayed folder or smuggle
 * something past it: dot segments, backslashes, encoded slashes or backslashes, control
 * characters, empty segments, malformed escapes.
 */
export function relayablePath(rest: string): string | null {
  if (rest.length === 0 || rest.length > 1_000) return null;
  if (/%(?:2f|5c|00)/i.test(rest) || /[\\\u0000-\u001f\u007f]/.test(rest)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return rest;
}

/** The uploads host's model files (`/files/{modelId}/{name}`, docs/upstream-contract.md), in any letter case. */
export function isModelFilePath(relayed: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relayed);
  } catch {
    return true;
  }
  return /^files(?:\/|$)/i.test(decoded);
}

export const demoUpstreamRelayPlugin: FastifyPluginAsync<DemoUpstreamRelayOptions> = async (app, options) => {
  const agent = new Agent({ keepAliveTimeout: 10_000, headersTimeout: RELAY_TIMEOUT_MS, bodyTimeout: RELAY_TIMEOUT_MS });
  app.addHook('onClose', async () => {
    await agent.close();
  });

  const relay = async (request: FastifyRequest, reply: FastifyReply, target: string, defaultCacheControl: string) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const search = (request.raw.url ?? '').split('?')[1];
    let answer;
    try {
      answer = await undiciRequest(search === undefined ? target : `${target}?${search}`, {
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        dispatcher: agent,
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      });
    } catch (error) {
      request.log.warn({ err: error, target }, 'demo upstream relay failed');
      throw new AppError('upstream_unavailable', 'The demo upstream did not answer', 502);
    }
    void reply.code(answer.statusCode);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') void reply.header(name, value);
    }
    if (answer.statusCode < 400 && !answer.headers['cache-control']) void reply.header('cache-control', defaultCacheControl);
    if (answer.statusCode >= 400) void reply.header('cache-control', 'no-store');
    const location = answer.headers.location;
    if (typeof location === 'string') void reply.header('location', options.browser.toBrowser(location));
    if (request.method === 'HEAD') {
      answer.body.resume();
      return reply.send();
    }
    return reply.send(answer.body);
  };

  const notFound = () => new AppError('not_found', 'Not found', 404);

  const relayFolder = (prefix: string, targetBase: string, cacheControl: string, isPrivate: (path: string) => boolean = () => false) => {
    const base = targetBase.replace(/\/+$/, '');
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // The raw path, not the router's decoded parameter: encoded slashes and dots must be seen to be refused.
      const checked = relayablePath((request.raw.url ?? '').split('?')[0]!.slice(prefix.length + 1));
      if (checked === null || isPrivate(checked)) throw notFound();
      return relay(request, reply, `${base}/${checked}`, cacheControl);
    };
    app.route({ method: ['GET', 'HEAD'], url: prefix, handler: (request, reply) => relay(request, reply, base, cacheControl) });
    app.route({ method: ['GET', 'HEAD'], url: `${prefix}/*`, handler });
  };

  // Files are cached like the uploads host's; the account and admin pages are per visit.
  // Model files are not relayed: the download door (server/routes/download.ts) is their only way out.
  for (const host of DEMO_RELAYED_HOSTS) {
    if (host === 'uploads') relayFolder(DEMO_RELAY_PATHS[host], options.urls[host], FILE_CACHE_CONTROL, isModelFilePath);
    else relayFolder(DEMO_RELAY_PATHS[host], options.urls[host], 'no-store');
  }
  // The comments service's discussion page, where the article page sends visitors to write.
  if (options.commentsUrl) relayFolder(DEMO_COMMENTS_PREFIX, options.commentsUrl, 'no-store');

  // Uploaded avatars: the API host's /api/assets/images/{name} (spec §3).
  const avatarsBase = `${options.urls.api.replace(/\/+$/, '')}/assets/images/`;
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADED_AVATAR_PATH}:name`,
    handler: (request, reply) => {
      const name = (request.params as { name?: string }).name ?? '';
      if (!/^[\w.-]{1,100}$/.test(name) || name === '.' || name === '..') throw notFound();
      return relay(request, reply, `${avatarsBase}${encodeURIComponent(name)}`, FILE_CACHE_CONTROL);
    },
  });
};
