// Reading the loosely typed input the upstream accepts (form or JSON bodies, query
// strings, path segments). Every reader rejects garbage with a 400, never a 500.

export class DemoHttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'DemoHttpError';
    this.statusCode = statusCode;
  }
}

export function badRequest(message: string): DemoHttpError {
  return new DemoHttpError(400, message);
}

export function notFound(message: string): DemoHttpError {
  return new DemoHttpError(404, message);
}

export type Input = Record<string, unknown>;

/** The body as an object: absent bodies are empty, anything but a plain object is a 400. */
export function bodyObject(body: unknown): Input {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object or a form');
  return body as Input;
}

function scalar(value: unknown): string | number | boolean | undefined {
  // Repeated form or query keys arrive as arrays; the last one wins for scalars.
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  if (last === undefined || last === null) return undefined;
  if (typeof last === 'string' || typeof last === 'number' || typeof last === 'boolean') return last;
  throw badRequest('expected a scalar value');
}

export function readString(input: Input, key: string, maxLength = 500): string | undefined {
  const value = scalar(input[key]);
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text.length > maxLength) throw badRequest(`${key} is too long`);
  return text;
}

/** A non-negative integer, or undefined when absent or empty. */
export function readInt(input: Input, key: string, bounds: { min?: number; max?: number; clampMax?: boolean } = {}): number | undefined {
  const value = scalar(input[key]);
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw badRequest(`${key} must be an integer`);
  const min = bounds.min ?? 0;
  if (number < min) throw badRequest(`${key} must be at least ${min}`);
  if (bounds.max !== undefined && number > bounds.max) {
    if (bounds.clampMax) return bounds.max;
    throw badRequest(`${key} must be at most ${bounds.max}`);
  }
  return number;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

export function readFlag(input: Input, key: string): boolean {
  const value = scalar(input[key]);
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw badRequest(`${key} must be a flag`);
}

/** A list: an array (of scalars or joined strings), or one string joined with '-' or ','. */
export function readList(input: Input, key: string): string[] {
  const raw = input[key];
  if (raw === undefined || raw === null) return [];
  const parts = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string' && typeof part !== 'number') throw badRequest(`${key} must be a list`);
    for (const token of String(part).split(/[-,]/)) {
      const trimmed = token.trim();
      if (trimmed) out.push(trimmed);
    }
  }
  if (out.length > 1000) throw badRequest(`${key} has too many values`);
  return out;
}

/** A list of integer ids; a non-numeric token is a 400. */
export function readIdList(input: Input, key: string): number[] {
  return readList(input, key).map((token) => {
    if (!/^\d{1,12}$/.test(token)) throw badRequest(`${key} must hold numeric ids`);
    return Number(token);
  });
}

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Company references: uuids contain hyphens, so a hyphen-joined list is read by
 * matching whole uuids; without any uuid the tokens are numeric company ids.
 */
export function readCompanyRefs(input: Input, key: string): { uuids: string[]; ids: number[] } {
  const raw = input[key];
  if (raw === undefined || raw === null) return { uuids: [], ids: [] };
  const parts = Array.isArray(raw) ? raw : [raw];
  const text = parts
    .map((part) => {
      if (typeof part !== 'string' && typeof part !== 'number') throw badRequest(`${key} must be a list`);
      return String(part);
    })
    .join(',');
  const uuids = (text.match(UUID_RE) ?? []).map((uuid) => uuid.toLowerCase());
  const rest = text.replace(UUID_RE, ',');
  const ids = rest
    .split(/[-,]/)
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => {
      if (!/^\d{1,12}$/.test(token)) throw badRequest(`${key} must hold company uuids or ids`);
      return Number(token);
    });
  return { uuids, ids };
}

/** A numeric path segment; anything else is a 400. */
export function pathId(value: unknown, name = 'id'): number {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) throw badRequest(`${name} must be numeric`);
  return Number(value);
}

/** 'all' (or empty) -> null; otherwise the comma-separated field names. */
export function fieldList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && !Array.isArray(value)) throw badRequest('fields must be a list');
  const text = Array.isArray(value) ? value.join(',') : value;
  const fields = text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.length === 0 || fields.includes('all') || fields.includes('*')) return null;
  for (const field of fields) if (!/^[A-Za-z0-9_]{1,64}$/.test(field)) throw badRequest('bad field name');
  return fields;
}

/** Keeps only the requested fields (and always `id`). */
export function pick<T extends object>(source: T, fields: readonly string[] | null): Partial<T> {
  if (fields === null) return source;
  const out: Record<string, unknown> = {};
  const record = source as Record<string, unknown>;
  if ('id' in record) out.id = record.id;
  for (const field of fields) if (Object.hasOwn(record, field)) out[field] = record[field];
  return out as Partial<T>;
}

/** Parses application/x-www-form-urlencoded; repeated keys and 'key[]' become arrays. */
export function parseForm(text: string): Input {
  const out: Input = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = out[key];
    if (existing === undefined) out[key] = isArray ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}
