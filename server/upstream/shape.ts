import { Compile, type Validator } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { AppError } from '#shared/errors.ts';

// Schemas are module-level constants, so one compiled validator per schema object
// lives for the process; a WeakMap lets a schema built on the fly be collected.
const validators = new WeakMap<TSchema, Validator>();

function validatorFor(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    validators.set(schema, validator);
  }
  return validator;
}

/** How many validation errors an AppError message quotes; the rest only make logs long. */
const QUOTED_ERRORS = 3;

/**
 * The upstream's answer checked against what the call relies on. Extra fields are
 * allowed (object schemas are open unless they say otherwise) and kept; a missing
 * or mistyped field the schema requires throws AppError 'upstream_bad_response',
 * carrying the answer's status when the caller gives it (for a log that names it).
 */
export function expectShape<T>(value: unknown, schema: TSchema, endpoint: string, status?: number): T {
  const validator = validatorFor(schema);
  if (validator.Check(value)) return value as T;
  const details = validator
    .Errors(value)
    .slice(0, QUOTED_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
  throw new AppError('upstream_bad_response', `Upstream ${endpoint} answered an unexpected shape: ${details}`, 502, status === undefined ? undefined : { upstreamStatus: status });
}
