import { Type, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { ApiPort } from '#shared/api/port.ts';
import { NeedModelBodySchema, SetAgreementBodySchema, SupportTicketBodySchema } from '#shared/api/schemas.ts';
import { UnsubscribeBodySchema } from '#shared/api/content-schemas.ts';
import { PartnershipBodySchema } from '#shared/api/partnership.ts';
import { RegistrationBodySchema } from '#shared/api/registration.ts';
import { AppError } from '#shared/errors.ts';
import { IDS_MAX_BYTES } from '#shared/domain/ids/read-ids.ts';
import { FORM_LIMITS, type LimitedForm } from '#server/plugins/form-limits.ts';

/**
 * Each write a page's form makes through the port, with the body schema of the method's
 * /api route and the argument it applies to (a path id comes first for the partnership).
 */
const WRITES: Partial<Record<keyof ApiPort, { body: TSchema; arg: number }>> = {
  requestModel: { body: NeedModelBodySchema, arg: 0 },
  createSupportTicket: { body: SupportTicketBodySchema, arg: 0 },
  unsubscribe: { body: UnsubscribeBodySchema, arg: 0 },
  requestPartnership: { body: PartnershipBodySchema, arg: 1 },
  completeRegistration: { body: RegistrationBodySchema, arg: 0 },
  setAgreement: { body: SetAgreementBodySchema, arg: 0 },
  // An uploaded IDS posted with the model page's form: the text the /api route takes (its reader bounds the rest).
  checkUploadedIds: { body: Type.String({ minLength: 1, maxLength: IDS_MAX_BYTES }), arg: 1 },
};

const validators = new Map<TSchema, Validator>();
const validatorOf = (schema: TSchema): Validator => {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema) as unknown as Validator));
  return validator;
};

/**
 * The data port a page's action gets for a form posted to the page (docs/decisions/0029):
 * each write passes what its /api route checks before the services see it, in the same
 * order: the form's own limit (the same counter), then the route's body schema (a 400
 * without fields), then the services' own rules (a 400 naming the fields). So a refused
 * post reads as the fetcher's would in the browser, and the page shows it the same way.
 */
export function pageFormPort(api: ApiPort, count: (form: LimitedForm) => Promise<void>): ApiPort {
  const port: Record<string, unknown> = { ...api };
  for (const [name, write] of Object.entries(WRITES) as Array<[keyof ApiPort, { body: TSchema; arg: number }]>) {
    const send = api[name] as (...args: unknown[]) => Promise<unknown>;
    port[name] = async (...args: unknown[]) => {
      if (name in FORM_LIMITS) await count(name as LimitedForm);
      if (!validatorOf(write.body).Check(args[write.arg])) throw new AppError('bad_request', 'The form does not match its schema', 400);
      return send(...args);
    };
  }
  return port as unknown as ApiPort;
}
