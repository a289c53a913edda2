// A sent form's result on its way across the 303 (docs/decisions/0029): a short-lived,
// httpOnly cookie, read once by the page the redirect leads to. Not a query flag: the
// result may hold what the visitor typed (an address) and must not reach URLs, logs or
// Referer headers. The page that shows it is this visitor's alone, so it skips the
// anonymous page cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormOutcome } from '#shared/api/render.ts';
import { FORM_RESULT_MAX_AGE_S } from '#shared/constants.ts';
import { isSentForm } from '#shared/domain/form-result.ts';
import { isSecureRequest, readCookie } from '#server/session/token-cookies.ts';

export const FORM_RESULT_COOKIE = 'form_result';
/** Far above any result a form sends (an id and an address), far below a cookie's 4 KB. */
const MAX_ENCODED_LENGTH = 2_000;
const MAX_KEYS = 16;
const MAX_TEXT = 500;
const ROUTE_ID = /^[\w.-]{1,100}$/;

interface Stored {
  /** The page (path and query) the result belongs to. */
  p: string;
  r: string;
  d: unknown;
}

/** The cookie's value, or null when the result would not fit. */
export function encodeFormResult(outcome: FormOutcome, page: string): string | null {
  const value = Buffer.from(JSON.stringify({ p: page, r: outcome.routeId, d: outcome.data } satisfies Stored), 'utf8').toString('base64url');
  return value.length <= MAX_ENCODED_LENGTH ? value : null;
}

/** A plain record of short texts, numbers and flags: the only shape a sent form's result has. */
function isPlainResult(data: unknown): boolean {
  if (!isSentForm(data) || Object.getPrototypeOf(data) !== Object.prototype) return false;
  const values = Object.values(data);
  return values.length <= MAX_KEYS && values.every((value) => value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= MAX_TEXT));
}

/**
 * The result stored for `page`, or null. The cookie comes from the visitor's own browser,
 * so anything else in it (another page's, a hand-made or broken value) is ignored.
 */
export function decodeFormResult(value: string | undefined, page: string): FormOutcome | null {
  if (value === undefined || value.length > MAX_ENCODED_LENGTH) return null;
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Stored>;
  } catch {
    return null;
  }
  if (stored === null || typeof stored !== 'object' || stored.p !== page || typeof stored.r !== 'string' || !ROUTE_ID.test(stored.r) || !isPlainResult(stored.d)) return null;
  return { routeId: stored.r, data: stored.d };
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/** Sends the result with the 303 to `page`; one that would not fit is dropped (the page then shows its empty form). */
export function setFormResult(reply: FastifyReply, outcome: FormOutcome, page: string, publicOrigin: string): void {
  const value = encodeFormResult(outcome, page);
  if (value !== null) reply.setCookie(FORM_RESULT_COOKIE, value, { ...cookieOptions(isSecureRequest(reply.request, publicOrigin)), maxAge: FORM_RESULT_MAX_AGE_S });
}

/**
 * The result waiting for this page, read once (the cookie is cleared on this reply).
 * A result for another page is left alone: it expires within a minute, and this reply,
 * which does not depend on it, may still come from the page cache.
 */
export function takeFormResult(request: FastifyRequest, reply: FastifyReply, page: string, publicOrigin: string): FormOutcome | null {
  const outcome = decodeFormResult(readCookie(request, FORM_RESULT_COOKIE), page);
  if (outcome) reply.clearCookie(FORM_RESULT_COOKIE, cookieOptions(isSecureRequest(request, publicOrigin)));
  return outcome;
}
