import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '#server/services/index.ts';

export interface ApiRoutesOptions {
  services: Services;
  /** The site's public origin; makes token cookies Secure when it is https. */
  publicOrigin?: string;
}

export type ApiPlugin = FastifyPluginAsync<ApiRoutesOptions, import('fastify').RawServerDefault, TypeBoxTypeProvider>;
