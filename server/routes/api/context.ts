// What the /api route files share: cache-control values and schema pieces.
// The per-request data port is request.api (server/plugins/request-api.ts).
import { Type } from 'typebox';

/** Public data: the browser may reuse it briefly; nothing per user is in it. */
export const PUBLIC_CACHE_CONTROL = 'private, max-age=30';
/** Anything that depends on the login. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Spec §2: paths under /articles/ are sent with no-cache headers; the article data follows. */
export const NO_CACHE = 'no-cache';

// Schema pieces shared by the route files.
export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
/** Ids are checked by the services, so a malformed one is the 404 of spec §4, not a 400. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const ErrorBodySchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String(), statusCode: Type.Integer() }),
});
export const ERROR_RESPONSES = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const;
