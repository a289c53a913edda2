// The support request form's rules: one module for the browser (messages as the
// visitor types) and the server (the authority on every field).
import {
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '../constants.ts';
import { EMAIL_PATTERN } from './form-fields.ts';

export const SUPPORT_FIELDS = ['name', 'email', 'subject', 'content'] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];
export const SUPPORT_ERROR_CODES = ['required', 'too_short', 'too_long', 'invalid'] as const;
export type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];
export type SupportErrors = Partial<Record<SupportField, SupportErrorCode>>;

export type SupportDraft = Record<SupportField, string>;
export const EMPTY_SUPPORT_DRAFT: Readonly<SupportDraft> = Object.freeze({ name: '', email: '', subject: '', content: '' });

/** Bounds per field, read by the validator and by the form's messages. */
export const SUPPORT_BOUNDS: Readonly<Record<SupportField, { min?: number; max: number; required: boolean }>> = {
  name: { max: SUPPORT_NAME_MAX, required: false },
  email: { max: SUPPORT_EMAIL_MAX, required: true },
  subject: { min: SUPPORT_SUBJECT_MIN, max: SUPPORT_SUBJECT_MAX, required: true },
  content: { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX, required: true },
};

export type SupportResult = { ok: true; value: SupportDraft } | { ok: false; errors: SupportErrors };

/** Anything may arrive (a request body, a stored draft): values are checked, not trusted. */
export function validateSupportTicket(input: { readonly [K in SupportField]?: unknown }): SupportResult {
  const value = {} as SupportDraft;
  const errors: SupportErrors = {};
  for (const field of SUPPORT_FIELDS) {
    const raw = input[field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    value[field] = text;
    const bounds = SUPPORT_BOUNDS[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') errors[field] = 'invalid';
    else if (text === '') {
      if (bounds.required) errors[field] = 'required';
    } else if (bounds.min !== undefined && text.length < bounds.min) errors[field] = 'too_short';
    else if (text.length > bounds.max) errors[field] = 'too_long';
    else if (field === 'email' && !EMAIL_PATTERN.test(text)) errors[field] = 'invalid';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** Reads a stored draft back, keeping only string fields within bounds (a tampered entry loses nothing valid). */
export function readSupportDraft(stored: unknown): SupportDraft {
  const draft = { ...EMPTY_SUPPORT_DRAFT };
  if (!stored || typeof stored !== 'object') return draft;
  for (const field of SUPPORT_FIELDS) {
    const raw = (stored as Record<string, unknown>)[field];
    if (typeof raw === 'string') draft[field] = raw.slice(0, SUPPORT_BOUNDS[field].max);
  }
  return draft;
}
