// The request-a-model form's rules (spec §1 three steps; §5 'description is
// required', bounds ours: see the NEED_MODEL_* constants). One module for the
// browser (step checks, messages) and the server (the authority on every field).
import type { NeedModelInput } from '../api/dto.ts';
import {
  NEED_MODEL_COMPANY_MAX,
  NEED_MODEL_DESCRIPTION_MAX,
  NEED_MODEL_DESCRIPTION_MIN,
  NEED_MODEL_EMAIL_MAX,
  NEED_MODEL_FILES_MAX,
  NEED_MODEL_LINKS_MAX,
  NEED_MODEL_MANUFACTURERS_MAX,
  NEED_MODEL_NAME_MAX,
  NEED_MODEL_PHONE_DIGITS_MAX,
  NEED_MODEL_PHONE_DIGITS_MIN,
  NEED_MODEL_PHONE_MAX,
} from '../constants.ts';
import { formatPhone } from './phone.ts';

/** The visitor's fields in the order the form shows them (focus goes to the first invalid one). */
export const NEED_MODEL_FIELDS = ['description', 'links', 'files', 'manufacturers', 'name', 'email', 'phone', 'company', 'consent'] as const;
export type NeedModelField = (typeof NEED_MODEL_FIELDS)[number];

export const NEED_MODEL_ERROR_CODES = ['required', 'too_short', 'too_long', 'too_many_items', 'invalid'] as const;
export type NeedModelErrorCode = (typeof NEED_MODEL_ERROR_CODES)[number];
export type NeedModelErrors = Partial<Record<NeedModelField, NeedModelErrorCode>>;

export type NeedModelStep = 1 | 2 | 3;
export const NEED_MODEL_STEPS: readonly NeedModelStep[] = [1, 2, 3];
/** Spec §1: describe the need; choose file formats and manufacturers; give contact details. */
export const NEED_MODEL_STEP_FIELDS: Readonly<Record<NeedModelStep, readonly NeedModelField[]>> = {
  1: ['description', 'links'],
  2: ['files', 'manufacturers'],
  3: ['name', 'email', 'phone', 'company', 'consent'],
};

export type NeedModelOrigin = 'model' | 'catalogue';

/** What the form holds while the visitor types (and what sessionStorage keeps). */
export interface NeedModelDraft {
  description: string;
  links: string;
  files: string[];
  manufacturers: string[];
  name: string;
  email: string;
  phone: string;
  company: string;
  consent: boolean;
}

export const EMPTY_NEED_MODEL_DRAFT: Readonly<NeedModelDraft> = Object.freeze({
  description: '',
  links: '',
  files: [],
  manufacturers: [],
  name: '',
  email: '',
  phone: '',
  company: '',
  consent: false,
});

/** Anything that may hold the form: a draft, a request body, a parsed storage entry. Values are checked, not trusted. */
export type NeedModelCandidate = { readonly [K in NeedModelField]?: unknown } & { readonly origin?: unknown; readonly modelId?: unknown; readonly search?: unknown };

/** A valid submission, normalised: trimmed text, a formatted phone, de-duplicated lists, consent given. */
export interface ValidNeedModel extends NeedModelInput {
  description: string;
  name: string;
  email: string;
  files: string[];
  manufacturers: string[];
  consent: true;
}

export type NeedModelResult = { ok: true; value: ValidNeedModel } | { ok: false; errors: NeedModelErrors };
export type NeedModelStepResult = { ok: true } | { ok: false; errors: NeedModelErrors };

/**
 * Local part, '@', then dot-separated domain labels with at least one dot; no
 * spaces, no second '@', no empty label. Pragmatic: it catches typos without
 * refusing the unusual but real addresses a full RFC 5322 check would allow.
 */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:.]+(?:\.[^\s@"<>()[\]\\,;:.]+)+$/;
/** What people type in a phone number: digits, a leading plus, spaces, brackets, dots and dashes. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/** File extensions and manufacturer ids are tokens: nothing that could smuggle a separator or markup upstream. */
const FILE_TOKEN = /^[a-z0-9]{1,16}$/;
const MANUFACTURER_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** Code points, as a person (and JSON Schema's maxLength) counts them, not UTF-16 units. */
function length(text: string): number {
  let n = 0;
  for (const _char of text) n += 1;
  return n;
}

type Text = { ok: true; text: string } | { ok: false };

/** Missing or null is '', a string is trimmed, anything else is not text. */
function readText(value: unknown): Text {
  if (value === undefined || value === null) return { ok: true, text: '' };
  return typeof value === 'string' ? { ok: true, text: value.trim() } : { ok: false };
}

type Tokens = { ok: true; list: string[] } | { ok: false; code: NeedModelErrorCode };

function readTokens(value: unknown, pattern: RegExp, max: number, normalise: (token: string) => string): Tokens {
  if (value === undefined || value === null) return { ok: true, list: [] };
  if (!Array.isArray(value)) return { ok: false, code: 'invalid' };
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') return { ok: false, code: 'invalid' };
    const token = normalise(item.trim());
    if (!pattern.test(token)) return { ok: false, code: 'invalid' };
    if (!list.includes(token)) list.push(token);
  }
  return list.length > max ? { ok: false, code: 'too_many_items' } : { ok: true, list };
}

const readFiles = (value: unknown) => readTokens(value, FILE_TOKEN, NEED_MODEL_FILES_MAX, (token) => token.toLowerCase().replace(/^\./, ''));
const readManufacturers = (value: unknown) => readTokens(value, MANUFACTURER_TOKEN, NEED_MODEL_MANUFACTURERS_MAX, (token) => token);

function checkText(value: unknown, rule: { required: boolean; min?: number; max: number }): NeedModelErrorCode | null {
  const read = readText(value);
  if (!read.ok) return 'invalid';
  if (read.text === '') return rule.required ? 'required' : null;
  const size = length(read.text);
  if (rule.min !== undefined && size < rule.min) return 'too_short';
  if (size > rule.max) return 'too_long';
  return null;
}

/**
 * Each field's size bounds, in characters (files and manufacturers: items). The
 * validator and the form's messages read this one table, so a message can never
 * name a number the check does not use.
 */
export const NEED_MODEL_BOUNDS = {
  description: { min: NEED_MODEL_DESCRIPTION_MIN, max: NEED_MODEL_DESCRIPTION_MAX },
  links: { max: NEED_MODEL_LINKS_MAX },
  files: { max: NEED_MODEL_FILES_MAX },
  manufacturers: { max: NEED_MODEL_MANUFACTURERS_MAX },
  name: { max: NEED_MODEL_NAME_MAX },
  email: { max: NEED_MODEL_EMAIL_MAX },
  phone: { max: NEED_MODEL_PHONE_MAX },
  company: { max: NEED_MODEL_COMPANY_MAX },
  consent: {},
} as const satisfies Record<NeedModelField, Bounds>;

type Bounds = { min?: number; max?: number };
const boundsOf = (field: NeedModelField): Bounds => NEED_MODEL_BOUNDS[field];

/** A phone's digit count, checked apart from its length in characters. */
export const NEED_MODEL_PHONE_DIGITS = { min: NEED_MODEL_PHONE_DIGITS_MIN, max: NEED_MODEL_PHONE_DIGITS_MAX } as const;

/** The numbers an error message may name (phone: its digit bounds, except for sheer length). */
export function needModelErrorBounds(field: NeedModelField, code: NeedModelErrorCode): Bounds {
  return field === 'phone' && code !== 'too_long' ? NEED_MODEL_PHONE_DIGITS : boundsOf(field);
}

const textCheck = (field: NeedModelField, required: boolean) => (value: unknown) => checkText(value, { required, ...boundsOf(field), max: boundsOf(field).max ?? Infinity });

function checkEmail(value: unknown): NeedModelErrorCode | null {
  const base = textCheck('email', true)(value);
  if (base) return base;
  return EMAIL_PATTERN.test((value as string).trim()) ? null : 'invalid';
}

function checkPhone(value: unknown): NeedModelErrorCode | null {
  const base = textCheck('phone', false)(value);
  if (base || value === undefined || value === null) return base;
  const text = (value as string).trim();
  if (text === '') return null;
  if (!PHONE_PATTERN.test(text)) return 'invalid';
  const digits = text.replace(/\D/g, '').length;
  return digits < NEED_MODEL_PHONE_DIGITS.min || digits > NEED_MODEL_PHONE_DIGITS.max ? 'invalid' : null;
}

const CHECKS: Readonly<Record<NeedModelField, (value: unknown) => NeedModelErrorCode | null>> = {
  description: textCheck('description', true),
  links: textCheck('links', false),
  files: (value) => {
    const read = readFiles(value);
    return read.ok ? null : read.code;
  },
  manufacturers: (value) => {
    const read = readManufacturers(value);
    return read.ok ? null : read.code;
  },
  name: textCheck('name', true),
  email: checkEmail,
  phone: checkPhone,
  company: textCheck('company', false),
  consent: (value) => (value === true ? null : 'required'),
};

/** One field's error code, or null when it passes (the form re-checks a field as the visitor fixes it). */
export function checkNeedModelField(field: NeedModelField, value: unknown): NeedModelErrorCode | null {
  return CHECKS[field](value);
}

function collect(input: NeedModelCandidate, fields: readonly NeedModelField[]): NeedModelErrors {
  const errors: NeedModelErrors = {};
  for (const field of fields) {
    const code = CHECKS[field](input[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The checks of one step only: the form's Next button. */
export function validateNeedModelStep(step: NeedModelStep, input: NeedModelCandidate): NeedModelStepResult {
  const errors = collect(input, NEED_MODEL_STEP_FIELDS[step]);
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * Every field at once: the form's Submit and the server's acceptance. The
 * context (origin, model id, search) is passed through when well-formed and
 * dropped otherwise: it helps the team, it is not the visitor's to get wrong.
 */
export function validateNeedModel(input: NeedModelCandidate): NeedModelResult {
  const errors = collect(input, NEED_MODEL_FIELDS);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const files = readFiles(input.files);
  const manufacturers = readManufacturers(input.manufacturers);
  const value: ValidNeedModel = {
    description: text(input.description),
    name: text(input.name),
    email: text(input.email),
    files: files.ok ? files.list : [],
    manufacturers: manufacturers.ok ? manufacturers.list : [],
    consent: true,
  };
  const links = text(input.links);
  if (links) value.links = links;
  const phone = text(input.phone);
  if (phone) value.phone = formatPhone(phone);
  const company = text(input.company);
  if (company) value.company = company;
  if (input.origin === 'model' || input.origin === 'catalogue') value.origin = input.origin;
  if (typeof input.modelId === 'number' && Number.isSafeInteger(input.modelId) && input.modelId > 0) value.modelId = input.modelId;
  const search = text(input.search);
  if (search) value.search = search.slice(0, 500);
  return { ok: true, value };
}

/** The first step holding an invalid field (the form goes back there after a server 400). */
export function firstInvalidStep(errors: NeedModelErrors): NeedModelStep | null {
  for (const step of NEED_MODEL_STEPS) if (NEED_MODEL_STEP_FIELDS[step].some((field) => errors[field])) return step;
  return null;
}

/** The first invalid field in the form's order (focus goes there). */
export function firstInvalidField(errors: NeedModelErrors): NeedModelField | null {
  return NEED_MODEL_FIELDS.find((field) => errors[field]) ?? null;
}

/** The known field/code pairs of an untrusted error map (a server 400's `fields`); the rest is ignored. */
export function readNeedModelErrors(value: unknown): NeedModelErrors {
  const errors: NeedModelErrors = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return errors;
  for (const field of NEED_MODEL_FIELDS) {
    const code = (value as Record<string, unknown>)[field];
    if ((NEED_MODEL_ERROR_CODES as readonly unknown[]).includes(code)) errors[field] = code as NeedModelErrorCode;
  }
  return errors;
}

/** Is the draft as empty as a fresh form (nothing worth keeping)? */
export function isEmptyNeedModelDraft(draft: NeedModelDraft): boolean {
  return NEED_MODEL_FIELDS.every((field) => {
    const value = draft[field];
    return Array.isArray(value) ? value.length === 0 : !value;
  });
}

/** The stored form: the draft and the step the visitor was on. */
export interface StoredNeedModelDraft {
  step: NeedModelStep;
  draft: NeedModelDraft;
}

const STORED_TEXT_MAX = 20_000;
const STORED_LIST_MAX = 1_000;

/**
 * Reads a stored draft back (sessionStorage holds anything the visitor or an
 * older version left there): unknown keys and wrong types are dropped, and the
 * step goes back to the first one that does not pass, so a restored form never
 * sits past an invalid step. Null when there is nothing usable.
 */
export function parseStoredNeedModelDraft(raw: string | null): StoredNeedModelDraft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const stored = parsed as { step?: unknown; draft?: unknown };
  const source = stored.draft && typeof stored.draft === 'object' ? (stored.draft as Record<string, unknown>) : null;
  if (!source) return null;
  const text = (key: keyof NeedModelDraft) => (typeof source[key] === 'string' ? (source[key] as string).slice(0, STORED_TEXT_MAX) : '');
  const list = (key: keyof NeedModelDraft) =>
    Array.isArray(source[key]) ? (source[key] as unknown[]).filter((item): item is string => typeof item === 'string').slice(0, STORED_LIST_MAX) : [];
  const draft: NeedModelDraft = {
    description: text('description'),
    links: text('links'),
    files: list('files'),
    manufacturers: list('manufacturers'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    consent: source.consent === true,
  };
  let step: NeedModelStep = stored.step === 2 || stored.step === 3 ? stored.step : 1;
  for (const earlier of NEED_MODEL_STEPS) {
    if (earlier >= step) break;
    if (!validateNeedModelStep(earlier, draft).ok) {
      step = earlier;
      break;
    }
  }
  return { step, draft };
}

export function serialiseNeedModelDraft(stored: StoredNeedModelDraft): string {
  return JSON.stringify({ step: stored.step, draft: stored.draft });
}
