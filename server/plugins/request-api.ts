// Gives every request its data port once: `request.api` is the services' ApiPort
// for this visitor (language, request id, the tokens from the session cookies)
// whose token sink writes refreshed tokens, or clears dead ones, on this reply.
// Routes and the page render use it, so a refresh during either reaches the browser.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPort } from '#shared/api/port.ts';
import type { Language } from '#shared/domain/language.ts';
import type { RequestContext, Services } from '#server/services/index.ts';
import { clearTokenCookies, isSecureRequest, readTokenCookies, setTokenCookies } from '#server/session/token-cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The data port for this request, made on first read (see server/plugins/request-api.ts). */
    readonly api: ApiPort;
    /** What the services are told about this request, for their server-only use-cases (the download door); made on first read. */
    readonly serviceContext: RequestContext;
    /** The data port of this request in another language than the one chosen for it (a feed is in its address's language). */
    apiIn(lang: Language): ApiPort;
  }
}

export interface RequestApiOptions {
  services: Services;
  /** The site's public origin; makes token cookies Secure when it is https. */
  publicOrigin?: string;
}

/** What the services are told about one request. */
export function requestContext(request: FastifyRequest, reply: FastifyReply, publicOrigin?: string): RequestContext {
  const secure = isSecureRequest(request, publicOrigin);
  return {
    // Chosen by the language plugin in spec §4's order.
    lang: request.lang,
    requestId: request.id,
    logger: request.log,
    clientAddress: request.ip,
    onTokens: (tokens) => {
      if (reply.sent) return;
      if (tokens) setTokenCookies(reply, tokens, secure);
      else clearTokenCookies(reply, secure);
    },
    ...readTokenCookies(request),
  };
}

/** Per request: the port and its context once made, and the reply its token sink writes to. */
const PORT = Symbol('request api port');
const CONTEXT = Symbol('request service context');
const REPLY = Symbol('request api reply');
type WithPort = FastifyRequest & { [PORT]: ApiPort | null; [CONTEXT]: RequestContext | null; [REPLY]: FastifyReply | null };

export const requestApiPlugin = fp<RequestApiOptions>(
  async (app, { services, publicOrigin }) => {
    // Fastify wants reference-typed decorations to start as null and be set per request.
    app.decorateRequest(PORT, null);
    app.decorateRequest(CONTEXT, null);
    app.decorateRequest(REPLY, null);
    // Made on first use: a cached page, a busy answer, an asset or a health check never
    // asks, and building the port (a scope and some fifty closures) cost every request
    // its allocations (issue 25).
    app.decorateRequest('serviceContext', {
      getter(this: FastifyRequest) {
        const request = this as WithPort;
        if (request[CONTEXT] === null) {
          const reply = request[REPLY];
          if (reply === null) throw new Error('request.serviceContext read before the request-api onRequest hook ran');
          request[CONTEXT] = requestContext(request, reply, publicOrigin);
        }
        return request[CONTEXT];
      },
    });
    app.decorateRequest('api', {
      getter(this: FastifyRequest) {
        const request = this as WithPort;
        request[PORT] ??= services.forRequest(request.serviceContext);
        return request[PORT];
      },
    });
    app.decorateRequest('apiIn', function (this: FastifyRequest, lang: Language): ApiPort {
      return lang === this.serviceContext.lang ? this.api : services.forRequest({ ...this.serviceContext, lang });
    });
    app.addHook('onRequest', (request, reply, done) => {
      (request as WithPort)[REPLY] = reply;
      done();
    });
  },
  // After the language plugin, whose onRequest hook decides request.lang.
  { name: 'request-api', dependencies: ['@fastify/cookie', 'language'] },
);
