import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-request CSP nonce for the inline bootstrap and hydration scripts. */
    scriptNonce: string;
  }
}

type NonceResponse = ServerResponse & { cspNonce?: string };

export interface SecurityHeadersOptions {
  /** Extra origins images may come from (the uploads host). */
  imageOrigins: string[];
  /** Vite's dev server needs websocket HMR and eval-free inline preambles. */
  dev: boolean;
}

/**
 * Helmet's headers with a Content-Security-Policy whose script-src carries a fresh
 * nonce per request. Only scripts get a nonce: React renders inline style
 * attributes, which a style nonce would forbid.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      (reply.raw as NonceResponse).cspNonce = nonce;
    });
    const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as NonceResponse).cspNonce ?? ''}'`;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceSource],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
          fontSrc: ["'self'", 'data:'],
          // The model page's 3D viewer fetches its preview file from the uploads host, an image origin already.
          connectSrc: [...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...options.imageOrigins],
          frameSrc: ["'self'", 'https://www.youtube.com', 'https://rutube.ru', 'https://vk.com', 'https://vkvideo.ru'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...options.imageOrigins],
          frameAncestors: ["'self'"],
        },
      },
      // The portal embeds external video players and 3D viewers; COEP would block them.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      // TLS ends at the load balancer; HSTS is the edge's job, not this container's.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
