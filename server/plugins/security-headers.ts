import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-request CSP nonce for the inline bootstrap and hydration scripts. */
    scriptNonce: string;
    /**
     * Replaces this response's CSP nonce with script hashes: a cached page is the same
     * bytes for everyone, so its inline scripts are allowed by what they are, not by a
     * per-response secret (docs/decisions/0011).
     */
    allowScriptHashes(hashes: readonly string[]): void;
  }
}

type NonceResponse = ServerResponse & { cspNonce?: string };

export interface SecurityHeadersOptions {
  /** Extra origins images may come from (the uploads host). */
  imageOrigins: string[];
  /** Vite's dev server needs websocket HMR and eval-free inline preambles. */
  dev: boolean;
  /** Origins of the configured analytics tags (none unless configured; shared/domain/analytics-tags.ts). */
  tags?: { script: string[]; connect: string[]; img: string[]; frame?: string[] };
}

type Directives = Record<string, string[]>;

/** The policy's directives; script-src lists 'self' only, each response adds its nonce or hashes. */
function cspDirectives(options: SecurityHeadersOptions): Directives {
  const tags = options.tags ?? { script: [], connect: [], img: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...tags.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins, ...tags.img],
    fontSrc: ["'self'", 'data:'],
    // The model page's 3D viewer fetches its preview file from the uploads host, an image origin already.
    connectSrc: [...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...options.imageOrigins, ...tags.connect],
    frameSrc: ["'self'", 'https://www.youtube.com', 'https://rutube.ru', 'https://vk.com', 'https://vkvideo.ru', ...(tags.frame ?? [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...options.imageOrigins],
    frameAncestors: ["'self'"],
  };
}

/** The header value helmet would write, with these script sources after 'self'. */
export function serializeCsp(directives: Directives, scriptSources: readonly string[]): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all = name === 'scriptSrc' ? [...values, ...scriptSources] : values;
      return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${all.join(' ')}`;
    })
    .join(';');
}

/**
 * Helmet's headers with a Content-Security-Policy whose script-src carries a fresh
 * nonce per request, or for a cached page the hashes of its inline scripts. Only
 * scripts are restricted this way: React renders inline style attributes, which a
 * style nonce would forbid.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const directives = cspDirectives(options);
    app.decorateReply('scriptNonce', '');
    app.decorateReply('allowScriptHashes', function (this: FastifyReply, hashes: readonly string[]) {
      this.scriptNonce = '';
      void this.header('content-security-policy', serializeCsp(directives, hashes));
    });
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
        directives: { ...directives, scriptSrc: [...(directives.scriptSrc ?? []), nonceSource] },
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
