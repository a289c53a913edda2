// Where the lk host sends the browser back after login. The state cookie lives on
// the host the login started on, so the callback must come back to that host.
import type { FastifyRequest } from 'fastify';

export interface LoginOriginOptions {
  /** The configured front host (or the default http://localhost:$PORT). */
  publicOrigin: string;
  /**
   * true when PUBLIC_ORIGIN was set: a real deployment, where the callback always
   * goes to it (the lk host accepts only registered callbacks). false (the local
   * default): the callback goes to whichever host the browser used, so starting
   * on http://127.0.0.1:3000 or http://localhost:3000 ends logged in on that host.
   */
  fixed: boolean;
}

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port:
// nothing that could carry a path, credentials or a second host into the callback URL.
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The origin of the callback URL for this request, without a trailing slash. */
export function loginOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>, options: LoginOriginOptions): string {
  const configured = options.publicOrigin.replace(/\/+$/, '');
  if (options.fixed) return configured;
  const host = request.host;
  if (typeof host !== 'string' || !HOST_PATTERN.test(host)) return configured;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
