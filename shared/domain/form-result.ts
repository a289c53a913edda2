import type { ErrorFields } from '../errors.ts';

/** What a form sent: each field's text, or its values when it repeats (checkboxes of one name). */
export type FormEntries = Record<string, string | string[]>;

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
  /** What the visitor had typed, for the page that shows the form again after a post without JavaScript. */
  entries?: FormEntries;
}

export type FormResult<Sent extends object = object> = ({ ok: true } & Sent) | FormFailure;

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
 * or the path the action names (a site-wide form sends the visitor back; the SSR entry
 * keeps it on the site).
 */
export function sentFormLocation(data: { location?: unknown }, page: string): string {
  return typeof data.location === 'string' && data.location !== '' ? data.location : page;
}

/** Far more fields than any form has (the request form's checkboxes included); the rest are ignored. */
const MAX_FIELDS = 400;

/**
 * What a form posted, as its action reads it in the browser (a fetcher's FormData) and on
 * the server (a page post: urlencoded or multipart). A body that is not a form, or is
 * broken, is an empty form: the action then answers with field errors, never a crash.
 * Files are not fields of any form here and are dropped.
 */
export async function readFormEntries(request: Request): Promise<FormEntries> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return {};
  }
  const entries: FormEntries = {};
  let count = 0;
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    if ((count += 1) > MAX_FIELDS) break;
    const known = entries[name];
    if (known === undefined) entries[name] = value;
    else if (Array.isArray(known)) known.push(value);
    else entries[name] = [known, value];
  }
  return entries;
}

/** A text field's value ('' when absent; the first when repeated). */
export function textOf(entries: FormEntries, name: string): string {
  const value = entries[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

/** A repeated field's values (checkboxes of one name), in the order sent. */
export function listOf(entries: FormEntries, name: string): string[] {
  const value = entries[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A checkbox: ticked when sent with any value ('true' from these forms, 'on' from a bare box). */
export function isTicked(entries: FormEntries, name: string): boolean {
  return entries[name] !== undefined && textOf(entries, name) !== 'false';
}
