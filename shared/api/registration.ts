// The sign-up form's wire shapes (/validate, spec §4 §5). Loose on purpose: the
// shared rule (shared/domain/registration.ts) checks every field and names the
// invalid ones, so a bad field is a 400 with `fields`, never a schema error.
import { Type, type Static } from 'typebox';
import { REGISTRATION_ERROR_CODES, REGISTRATION_FIELDS } from '../domain/registration-form.ts';

export const RegistrationBodySchema = Type.Object({
  firstName: Type.Optional(Type.String({ maxLength: 1000 })),
  lastName: Type.Optional(Type.String({ maxLength: 1000 })),
  privacyConsent: Type.Optional(Type.Boolean()),
  mailing: Type.Optional(Type.Boolean()),
});
export type RegistrationBody = Static<typeof RegistrationBodySchema>;

const RegistrationFieldsSchema = Type.Partial(
  Type.Object(Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, Type.Union(REGISTRATION_ERROR_CODES.map((code) => Type.Literal(code)))]))),
);
export const RegistrationErrorSchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String(), statusCode: Type.Integer(), fields: Type.Optional(RegistrationFieldsSchema) }),
});
