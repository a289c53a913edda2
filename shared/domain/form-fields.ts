// Field checks shared by the portal's forms (the request-a-model form, the
// partnership request): one reading of text, e-mail and phone for the browser
// and the server alike.

export type FieldErrorCode = 'required' | 'too_short' | 'too_long' | 'invalid';

/**
 * Local part, '@', then dot-separated domain labels with at least one dot; no
 * spaces, no second '@', no empty label. Pragmatic: it catches typos without
 * refusing the unusual but real addresses a full RFC 5322 check would allow.
 */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:.]+(?:\.[^\s@"<>()[\]\\,;:.]+)+$/;
/** What people type in a phone number: digits, a leading plus, spaces, brackets, dots and dashes. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** Code points, as a person (and JSON Schema's maxLength) counts them, not UTF-16 units. */
export function textLength(text: string): number {
  let n = 0;
  for (const _char of text) n += 1;
  return n;
}

export type Text = { ok: true; text: string } | { ok: false };

/** Missing or null is '', a string is trimmed, anything else is not text. */
export function readText(value: unknown): Text {
  if (value === undefined || value === null) return { ok: true, text: '' };
  return typeof value === 'string' ? { ok: true, text: value.trim() } : { ok: false };
}

export function checkText(value: unknown, rule: { required: boolean; min?: number; max: number }): FieldErrorCode | null {
  const read = readText(value);
  if (!read.ok) return 'invalid';
  if (read.text === '') return rule.required ? 'required' : null;
  const size = textLength(read.text);
  if (rule.min !== undefined && size < rule.min) return 'too_short';
  if (size > rule.max) return 'too_long';
  return null;
}

export function checkEmail(value: unknown, max: number): FieldErrorCode | null {
  const base = checkText(value, { required: true, max });
  if (base) return base;
  return EMAIL_PATTERN.test((value as string).trim()) ? null : 'invalid';
}

export function checkPhone(value: unknown, rule: { max: number; digitsMin: number; digitsMax: number }): FieldErrorCode | null {
  const base = checkText(value, { required: false, max: rule.max });
  if (base || value === undefined || value === null) return base;
  const text = (value as string).trim();
  if (text === '') return null;
  if (!PHONE_PATTERN.test(text)) return 'invalid';
  const digits = text.replace(/\D/g, '').length;
  return digits < rule.digitsMin || digits > rule.digitsMax ? 'invalid' : null;
}
