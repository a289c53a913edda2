import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Services } from '#server/services/index.ts';
import type { FormLimits } from '#server/plugins/form-limits.ts';

export interface ApiRoutesOptions {
  services: Services;
  /** The site's public origin; makes token cookies Secure when it is https. */
  publicOrigin?: string;
  /** The shared rate-limit store (REDIS_URL); null or absent: each process counts in memory. */
  redisUrl?: string | null;
  /** Told the forms' limits once they exist (the page posts count against the same counters). */
  onFormLimits?: (limits: FormLimits) => void;
  /** Set by the /api scope for its routes: each form's limit, counted by its route's onRequest hook. */
  formLimits?: FormLimits;
}

export type ApiPlugin = FastifyPluginAsync<ApiRoutesOptions, import('fastify').RawServerDefault, TypeBoxTypeProvider>;
