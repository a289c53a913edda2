// The unsubscribe form's rules (spec §2 /unsubscribe; contents not shown, see
// docs/decisions/0013-mailing-pages.md): an address, an optional reason from a
// fixed list, and the token a mailing link may carry.
import { EMAIL_PATTERN } from './form-fields.ts';

export const UNSUBSCRIBE_REASONS = ['too_often', 'not_relevant', 'never_subscribed', 'other'] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];
export const UNSUBSCRIBE_EMAIL_MAX = 200;
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;

export interface ValidUnsubscribe {
  email: string;
  reason: UnsubscribeReason | null;
  token: string | null;
}

export type UnsubscribeResult = { ok: true; value: ValidUnsubscribe } | { ok: false; errors: { email?: 'required' | 'invalid'; reason?: 'invalid' } };

export function isUnsubscribeReason(value: unknown): value is UnsubscribeReason {
  return typeof value === 'string' && (UNSUBSCRIBE_REASONS as readonly string[]).includes(value);
}

export function validateUnsubscribe(input: { email?: unknown; reason?: unknown; token?: unknown }): UnsubscribeResult {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const errors: { email?: 'required' | 'invalid'; reason?: 'invalid' } = {};
  if (email === '') errors.email = 'required';
  else if (email.length > UNSUBSCRIBE_EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = 'invalid';
  const reason = input.reason === undefined || input.reason === '' ? null : input.reason;
  if (reason !== null && !isUnsubscribeReason(reason)) errors.reason = 'invalid';
  if (errors.email || errors.reason) return { ok: false, errors };
  const token = typeof input.token === 'string' && TOKEN.test(input.token) ? input.token : null;
  return { ok: true, value: { email, reason: reason as UnsubscribeReason | null, token } };
}

/** An address from a mailing link's query, if it is one; never trusted beyond prefilling the field. */
export function emailFromQuery(value: string | null): string {
  const text = (value ?? '').trim();
  return text.length <= UNSUBSCRIBE_EMAIL_MAX && EMAIL_PATTERN.test(text) ? text : '';
}
