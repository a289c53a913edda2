import type { FastifyPluginAsync } from 'fastify';
import { sessionRoutes } from './session.ts';
import { pageRoutes } from './pages.ts';
import { catalogueRoutes } from './catalogue.ts';
import { searchRoutes } from './search.ts';
import { manufacturerRoutes } from './manufacturers.ts';
import { actionRoutes } from './actions.ts';
import { modelQrRoutes } from './model-qr.ts';
import { contentRoutes } from './content.ts';
import { registrationRoutes } from './registration.ts';
import { ifcRoutes } from './ifc.ts';
import type { ApiRoutesOptions } from './types.ts';
import { openApiRoutes, registerOpenApi } from './open-api.ts';
import { rateLimitsPlugin } from '#server/plugins/rate-limits.ts';
import { createFormLimits } from '#server/plugins/form-limits.ts';

export type { ApiRoutesOptions } from './types.ts';

/**
 * Every /api route. Register with a prefix: `app.register(apiRoutes, { prefix: '/api', services })`.
 * Needs the request-api plugin (request.api) registered first; errors are AppErrors for the app's error handler.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  // Only our own options go down: passing the caller's `prefix` on would apply it twice.
  const own: ApiRoutesOptions = { services: options.services };
  if (options.publicOrigin !== undefined) own.publicOrigin = options.publicOrigin;
  // Before the routes: the document generator sees each route as it is added (and gives the documented reads their limit).
  await registerOpenApi(app, options.publicOrigin);
  // After it and before the routes: every /api route is limited per client, in one store (memory or Redis).
  await app.register(rateLimitsPlugin, { redisUrl: options.redisUrl ?? null });
  // In the same store: a form's counter is shared by its route here and its page (server/plugins/form-limits.ts).
  own.formLimits = createFormLimits(app.createRateLimit);
  options.onFormLimits?.(own.formLimits);
  await app.register(sessionRoutes, own);
  await app.register(pageRoutes, own);
  await app.register(catalogueRoutes, own);
  await app.register(searchRoutes, own);
  await app.register(manufacturerRoutes, own);
  await app.register(actionRoutes, own);
  await app.register(modelQrRoutes, own);
  await app.register(contentRoutes, own);
  await app.register(registrationRoutes, own);
  await app.register(ifcRoutes, own);
  await openApiRoutes(app);
};
