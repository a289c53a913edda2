// Settings read from the environment, declared as one TypeBox object schema of the
// values they stand for (an integer with its bounds, a list, a flag, a checked string)
// with their defaults. The environment holds only strings: readEnvironment turns each
// into the value its schema describes, checks them all at once and names every bad
// key in a sentence a person can act on. The server's configuration (server/config.ts)
// and the bench's knobs (scripts/bench/options.ts) are both read this way.
import { Type, type StaticDecode, type TEnumValue, type TObject, type TSchema, type TSchemaOptions } from 'typebox';
import { Value } from 'typebox/value';

export type Env = Record<string, string | undefined>;

/**
 * What a setting's value must be, as the end of "<KEY> must be …". Every setting
 * carries it (a checked string's check says it instead), so a bad value is explained
 * in words, not in JSON Schema keywords. A schema marked writeOnly (a secret) has
 * its problem named without quoting the value.
 */
interface SettingOptions extends TSchemaOptions {
  expected?: string;
}

/** A whole number from `minimum` to `maximum`. */
export function integerSetting(minimum: number, maximum: number, options: SettingOptions = {}) {
  return Type.Integer({ minimum, maximum, expected: `an integer from ${minimum} to ${maximum}`, ...options });
}

/** 1 or 0 (true or false). */
export function flagSetting(options: SettingOptions = {}) {
  return Type.Boolean({ expected: '1 or 0', ...options });
}

/** One of a few words. */
export function choiceSetting<const Values extends TEnumValue[]>(values: readonly [...Values], options: SettingOptions = {}) {
  return Type.Enum(values, { expected: `one of ${values.join(', ')}`, ...options });
}

/** A comma-separated list of the given words, decoded in the order they are given here, each once. */
export function choicesSetting<const Values extends string[]>(values: readonly [...Values], options: SettingOptions = {}) {
  const schema = Type.Array(Type.Enum(values), { minItems: 1, expected: `a comma-separated list of ${values.join(', ')}`, ...options });
  return Type.Decode(schema, (items) => values.filter((value) => (items as readonly string[]).includes(value)));
}

/** A string matching `pattern`. */
export function patternSetting(pattern: string, expected: string, options: SettingOptions = {}) {
  return Type.String({ pattern, expected, ...options });
}

/**
 * A string that a function checks: `unmet` returns null for a good value and
 * otherwise what the value must be, so the message can fit the mistake.
 */
export function checkedSetting(unmet: (raw: string) => string | null, options: SettingOptions = {}) {
  return Type.Refine(Type.String(options), (raw) => unmet(raw) === null, (raw) => unmet(raw) ?? '');
}

/** The environment's string as the value its schema describes; left a string when it cannot be (the check then names it). */
function fromEnvironment(schema: TSchema, raw: string): unknown {
  switch ((schema as { type?: unknown }).type) {
    case 'integer':
      return /^[+-]?\d+$/.test(raw) ? Number(raw) : raw;
    case 'boolean':
      return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
    case 'array':
      return raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    default:
      return raw;
  }
}

function problemOf(key: string, schema: TSchema, raw: string, error: { keyword: string; message: string }): string {
  const { expected, writeOnly } = schema as SettingOptions;
  const must = error.keyword === '~refine' ? error.message : (expected ?? error.message);
  return writeOnly === true ? `${key} must be ${must}` : `${key} must be ${must} (got ${JSON.stringify(raw)})`;
}

export interface EnvironmentReading<T extends TObject> {
  /** Every setting decoded; a bad or unset one has its default (or is absent when it has none). */
  values: StaticDecode<T>;
  /** The trimmed, non-empty strings the environment gave, by key. */
  given: Readonly<Record<string, string>>;
  /** One sentence per bad key, in the schema's order. */
  problems: string[];
}

/**
 * Reads the schema's keys from the environment. An unset, empty or blank value is
 * unset. A bad value is named in `problems` and read as unset, so rules between
 * settings can still be checked and every mistake is reported in one go.
 */
export function readEnvironment<T extends TObject>(schema: T, env: Env): EnvironmentReading<T> {
  const properties = schema.properties as Record<string, TSchema>;
  const given: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, property] of Object.entries(properties)) {
    const raw = env[key]?.trim();
    if (!raw) continue;
    given[key] = raw;
    const value = fromEnvironment(property, raw);
    // Key by key, so none is left out when many are wrong.
    const [error] = Value.Errors(property, value);
    if (error) problems.push(problemOf(key, property, raw, error));
    else input[key] = value;
  }
  return { values: Value.Decode(schema, input) as StaticDecode<T>, given, problems };
}
