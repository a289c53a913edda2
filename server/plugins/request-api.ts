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
    /** The data port for this request (see server/plugins/request-api.ts). */
    api: ApiPort;
    /** What the services are told about this request, for their server-only use-cases (the download door). */
    serviceContext: RequestContext;
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

export const requestApiPlugin = fp<RequestApiOptions>(
  async (app, { services, publicOrigin }) => {
    // Fastify wants reference-typed decorations to start as null and be set per request.
    app.decorateRequest('api', null as unknown as ApiPort);
    app.decorateRequest('serviceContext', null as unknown as RequestContext);
    app.decorateRequest('apiIn', function (this: FastifyRequest, lang: Language): ApiPort {
      return lang === this.serviceContext.lang ? this.api : services.forRequest({ ...this.serviceContext, lang });
    });
    app.addHook('onRequest', async (request, reply) => {
      request.serviceContext = requestContext(request, reply, publicOrigin);
      request.api = services.forRequest(request.serviceContext);
    });
  },
  // After the language plugin, whose onRequest hook decides request.lang.
  { name: 'request-api', dependencies: ['@fastify/cookie', 'language'] },
);
