// The partnership request form of the manufacturer page (spec §2): one module
// for the browser (messages as the visitor types) and the server (the authority).
import {
  NEED_MODEL_PHONE_DIGITS_MAX,
  NEED_MODEL_PHONE_DIGITS_MIN,
  NEED_MODEL_PHONE_MAX,
  PARTNERSHIP_COMPANY_MAX,
  PARTNERSHIP_EMAIL_MAX,
  PARTNERSHIP_MESSAGE_MAX,
  PARTNERSHIP_MESSAGE_MIN,
  PARTNERSHIP_NAME_MAX,
} from '../constants.ts';
import { checkEmail, checkPhone, checkText, type FieldErrorCode } from './form-fields.ts';
import { formatPhone } from './phone.ts';

/** The fields in the order the form shows them (focus goes to the first invalid one). */
export const PARTNERSHIP_FIELDS = ['name', 'email', 'phone', 'company', 'message', 'consent'] as const;
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number];
export const PARTNERSHIP_ERROR_CODES = ['required', 'too_short', 'too_long', 'invalid'] as const satisfies readonly FieldErrorCode[];
export type PartnershipErrors = Partial<Record<PartnershipField, FieldErrorCode>>;

export interface PartnershipDraft {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  consent: boolean;
}

export const EMPTY_PARTNERSHIP_DRAFT: Readonly<PartnershipDraft> = Object.freeze({ name: '', email: '', phone: '', company: '', message: '', consent: false });

export type PartnershipCandidate = { readonly [K in PartnershipField]?: unknown };

export interface ValidPartnershipRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
}

const CHECKS: Readonly<Record<PartnershipField, (value: unknown) => FieldErrorCode | null>> = {
  name: (value) => checkText(value, { required: true, max: PARTNERSHIP_NAME_MAX }),
  email: (value) => checkEmail(value, PARTNERSHIP_EMAIL_MAX),
  phone: (value) => checkPhone(value, { max: NEED_MODEL_PHONE_MAX, digitsMin: NEED_MODEL_PHONE_DIGITS_MIN, digitsMax: NEED_MODEL_PHONE_DIGITS_MAX }),
  company: (value) => checkText(value, { required: false, max: PARTNERSHIP_COMPANY_MAX }),
  message: (value) => checkText(value, { required: true, min: PARTNERSHIP_MESSAGE_MIN, max: PARTNERSHIP_MESSAGE_MAX }),
  consent: (value) => (value === true ? null : 'required'),
};

/** One field's error code, or null when it passes. */
export function checkPartnershipField(field: PartnershipField, value: unknown): FieldErrorCode | null {
  return CHECKS[field](value);
}

/** Every field at once: the form's submit and the server's acceptance. */
export function validatePartnershipRequest(input: PartnershipCandidate): { ok: true; value: ValidPartnershipRequest } | { ok: false; errors: PartnershipErrors } {
  const errors: PartnershipErrors = {};
  for (const field of PARTNERSHIP_FIELDS) {
    const code = CHECKS[field](input[field]);
    if (code) errors[field] = code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const value: ValidPartnershipRequest = { name: text(input.name), email: text(input.email), message: text(input.message) };
  const phone = text(input.phone);
  if (phone) value.phone = formatPhone(phone);
  const company = text(input.company);
  if (company) value.company = company;
  return { ok: true, value };
}
