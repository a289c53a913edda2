import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '#server/services/index.ts';

export interface ApiRoutesOptions {
  services: Services;
  /** The site's public origin; makes token cookies Secure when it is https. */
  publicOrigin?: string;
  /** The shared rate-limit store (REDIS_URL); null or absent: each process counts in memory. */
  redisUrl?: string | null;
}

export type ApiPlugin = FastifyPluginAsync<ApiRoutesOptions, import('fastify').RawServerDefault, TypeBoxTypeProvider>;
