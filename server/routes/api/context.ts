// What the /api route files share: cache-control values and schema pieces.
// The per-request data port is request.api (server/plugins/request-api.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject, type TSchema } from 'typebox';
import { formRouteLimit, type FormLimits, type LimitedForm } from '#server/plugins/form-limits.ts';

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

/**
 * A form's 400: the shared error body plus `fields`, each invalid field's code
 * (e.g. { email: 'invalid' }). Declared per form because the shared 4xx schema would
 * strip the map when serialising.
 */
export function formErrorSchema<F extends TObject>(fields: F) {
  return Type.Object({
    error: Type.Object({ code: Type.String(), message: Type.String(), statusCode: Type.Integer(), fields: Type.Optional(fields) }),
  });
}

/** The `fields` map of a form whose fields and error codes shared/domain lists: any field, one of the codes. */
export function fieldCodesSchema(fields: readonly string[], codes: readonly string[]) {
  return Type.Partial(Type.Object(Object.fromEntries(fields.map((field) => [field, Type.Union(codes.map((code) => Type.Literal(code)))]))));
}

/** A form's answers: its result, its 400 with field errors, the shared error bodies. */
export function formResponses<R extends TSchema, F extends TObject>(result: R, fields: F) {
  return { 200: result, 400: formErrorSchema(fields), ...ERROR_RESPONSES };
}

/**
 * A preHandler for answers that are the caller's own (a form's, the session's): marks them private, no-store
 * before the handler runs, so the handler's errors carry it too.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
}

/**
 * A form's /api route options: its own limit (server/plugins/form-limits.ts, shared with its page's posts,
 * in place of the API-wide one), an answer never stored, the language query and the form's schema (body, responses, any params).
 */
export function formRoute<S extends { body: TSchema; response: object }>(limits: FormLimits | undefined, form: LimitedForm, schema: S) {
  return { ...formRouteLimit(limits, form), preHandler: noStore, schema: { querystring: LangQuery, ...schema } };
}
