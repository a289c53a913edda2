// The sign-up form's rules (spec §5 'sign-up needs consent to the privacy policy') and where
// /validate returns to: for the server (the authority on every field) and the /validate page.
import { REGISTRATION_NAME_MAX } from '../constants.ts';
import { isLocalPath } from '../links.ts';
import { localisePath, pathLanguage } from './language.ts';
import { isValidatePath } from './registration.ts';

/** The page to go to once registration is complete: a local path, else the home page of the language. */
export function registrationReturnPath(value: string | null | undefined, pathname: string): string {
  const home = localisePath('/', pathLanguage(pathname));
  if (typeof value !== 'string' || !isLocalPath(value) || isValidatePath(new URL(value, 'http://x').pathname)) return home;
  return value;
}

export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'privacyConsent'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export const REGISTRATION_ERROR_CODES = ['required', 'too_long'] as const;
export type RegistrationErrorCode = (typeof REGISTRATION_ERROR_CODES)[number];
export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorCode>>;

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  /** Spec §5: required. */
  privacyConsent: boolean;
  /** The optional promo mailing. */
  mailing: boolean;
}

export type RegistrationCheck = { ok: true; value: RegistrationInput } | { ok: false; errors: RegistrationErrors };

function name(value: unknown): { text: string; error?: RegistrationErrorCode } {
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (text === '') return { text, error: 'required' };
  if (text.length > REGISTRATION_NAME_MAX) return { text, error: 'too_long' };
  return { text };
}

function ticked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on' || value === '1';
}

/** Checks the sign-up form from anything (a parsed form, a JSON body); never throws. */
export function checkRegistration(raw: Record<string, unknown>): RegistrationCheck {
  const firstName = name(raw.firstName);
  const lastName = name(raw.lastName);
  const privacyConsent = ticked(raw.privacyConsent);
  const errors: RegistrationErrors = {};
  if (firstName.error) errors.firstName = firstName.error;
  if (lastName.error) errors.lastName = lastName.error;
  if (!privacyConsent) errors.privacyConsent = 'required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { firstName: firstName.text, lastName: lastName.text, privacyConsent: true, mailing: ticked(raw.mailing) } };
}
