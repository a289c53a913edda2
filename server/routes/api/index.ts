import type { FastifyPluginAsync } from 'fastify';
import { sessionRoutes } from './session.ts';
import { pageRoutes } from './pages.ts';
import { catalogueRoutes } from './catalogue.ts';
import { actionRoutes, RATE_LIMIT_OPTIONS } from './actions.ts';
import { modelQrRoutes } from './model-qr.ts';
import { registrationRoutes } from './registration.ts';
import type { ApiRoutesOptions } from './types.ts';
import rateLimit from '@fastify/rate-limit';
import { openApiRoutes, registerOpenApi } from './open-api.ts';

export type { ApiRoutesOptions } from './types.ts';

/**
 * Every /api route. Register with a prefix: `app.register(apiRoutes, { prefix: '/api', services })`.
 * Needs the request-api plugin (request.api) registered first; errors are AppErrors for the app's error handler.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  // Only our own options go down: passing the caller's `prefix` on would apply it twice.
  const own: ApiRoutesOptions = { services: options.services };
  if (options.publicOrigin !== undefined) own.publicOrigin = options.publicOrigin;
  // Before the routes: the document generator and the read routes' rate limit see each route as it is added.
  await registerOpenApi(app, options.publicOrigin);
  await app.register(sessionRoutes, own);
  // The read routes in a scope of their own with its per-client limit (the form's limit lives with the form).
  await app.register(async (reads) => {
    await reads.register(rateLimit, RATE_LIMIT_OPTIONS);
    await reads.register(pageRoutes, own);
    await reads.register(catalogueRoutes, own);
  });
  await app.register(actionRoutes, own);
  await app.register(modelQrRoutes, own);
  await app.register(registrationRoutes, own);
  await openApiRoutes(app);
};
