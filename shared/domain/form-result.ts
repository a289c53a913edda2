import type { ErrorFields } from '../errors.ts';
import { sameSitePath } from './url.ts';

/**
 * What a form's route action answers (docs/decisions/0029), in the browser through a
 * fetcher and on the server for a form posted without JavaScript: sent, with what the
 * page confirms, or not sent, with why and what the visitor had typed.
 */
export interface FormFailure {
  ok: false;
  /** The answer's status: 400 with `fields`, 429 with `retryAfterS`, 5xx when the request could not be sent. */
  status: number;
  /** Each refused field's error code. */
  fields?: ErrorFields;
  /** A 429's wait, in seconds. */
  retryAfterS?: number;
}

export type FormResult<Sent extends object = object> = ({ ok: true } & Sent) | FormFailure;

/** What a form sent: each field's text, or its values when it repeats (checkboxes of one name). */
export type FormEntries = Record<string, string | string[]>;

/** A failed submission as the form shows it: whatever was thrown (an AppError on the server, an ApiError in the browser). */
export function formFailure(error: unknown): FormFailure {
  const failure = error as { statusCode?: unknown; fields?: unknown; retryAfterS?: unknown } | null;
  const status = typeof failure?.statusCode === 'number' ? failure.statusCode : 500;
  const fields = status < 500 && failure?.fields && typeof failure.fields === 'object' ? (failure.fields as ErrorFields) : undefined;
  const retryAfterS = typeof failure?.retryAfterS === 'number' && failure.retryAfterS >= 0 ? failure.retryAfterS : undefined;
  return { ok: false, status, ...(fields ? { fields } : {}), ...(retryAfterS === undefined ? {} : { retryAfterS }) };
}

/** A 429's wait in whole minutes, at least one (a minute when the server named none). */
export function retryMinutes(failure: Pick<FormFailure, 'retryAfterS'>): number {
  return Math.max(1, Math.ceil((failure.retryAfterS ?? 60) / 60));
}

/** Whether an action's answer says the form was sent. */
export function isSentForm(data: unknown): data is { ok: true; location?: unknown } {
  return typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === true;
}

/**
 * Where the page goes after a form posted without JavaScript was sent: the page itself,
 * or the same-site path the action names (a site-wide form sends the visitor back).
 */
export function sentFormLocation(data: { location?: unknown }, page: string): string {
  return typeof data.location === 'string' ? sameSitePath(data.location) : page;
}
