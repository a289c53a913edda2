import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-request CSP nonce for the inline bootstrap and hydration scripts, made on first read. */
    readonly scriptNonce: string;
    /** The nonce once made (null: none, so the policy allows no inline script). */
    cspNonce: string | null;
    /**
     * Replaces this response's CSP nonce with script hashes: a cached page is the same
     * bytes for everyone, so its inline scripts are allowed by what they are, not by a
     * per-response secret (docs/decisions/0011).
     */
    allowScriptHashes(hashes: readonly string[]): void;
  }
}

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
 * The headers helmet writes with these options, but no Content-Security-Policy (that
 * one differs per response), read once by running helmet's middleware against a
 * recording response: every response then gets them as constants, instead of helmet
 * parsing its options again on every request (issue 25: a fifth of a cached page's
 * CPU went to that and to the CSP string).
 */
export function fixedHelmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet({ ...options, contentSecurityPolicy: false })({} as never, recorder as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

/**
 * Helmet's headers with a Content-Security-Policy whose script-src carries a fresh
 * nonce for a response that renders inline scripts, or for a cached page the hashes
 * of its inline scripts. A nonce is made only when a render asks for it
 * (`reply.scriptNonce`): a cached page, an API answer, an asset or a busy page needs
 * none, and its policy then allows no inline script at all. Only scripts are
 * restricted this way: React renders inline style attributes, which a style nonce
 * would forbid.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const directives = cspDirectives(options);
    const fixed = fixedHelmetHeaders({
      // The portal embeds external video players and 3D viewers; COEP would block them.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      // TLS ends at the load balancer; HSTS is the edge's job, not this container's.
      strictTransportSecurity: false,
    });
    const noInlineScripts = serializeCsp(directives, []);
    // A cached page sends the same hashes with every response: its policy is built once.
    const byHashes = new WeakMap<readonly string[], string>();

    app.decorateReply('cspNonce', null);
    app.decorateReply('scriptNonce', {
      getter(this: FastifyReply) {
        this.cspNonce ??= randomBytes(16).toString('base64');
        return this.cspNonce;
      },
    });
    app.decorateReply('allowScriptHashes', function (this: FastifyReply, hashes: readonly string[]) {
      let csp = byHashes.get(hashes);
      if (csp === undefined) {
        csp = serializeCsp(directives, hashes);
        byHashes.set(hashes, csp);
      }
      void this.header('content-security-policy', csp);
    });
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(fixed);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) {
        void reply.header('content-security-policy', reply.cspNonce === null ? noInlineScripts : serializeCsp(directives, [`'nonce-${reply.cspNonce}'`]));
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
