// Fault injection for tests (enabled only with `faults: true`) and the call log.
// A fault targets a full request path including the host prefix, e.g. '/web2/model/123/all';
// a trailing '*' matches any path with that prefix; a path containing '?' is matched
// against the path and query string, otherwise against the path alone.

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'reset' }
  | { kind: 'empty' }
  /** 200 whose Content-Length promises more than is sent: a few bytes, then the connection closes. */
  | { kind: 'truncated' };

export interface FaultOptions {
  /** How many matching requests the fault applies to; every one until cleared when absent. */
  times?: number;
}

export interface FaultController {
  readonly enabled: boolean;
  set(path: string, fault: Fault, options?: FaultOptions): void;
  clear(): void;
  /** The fault for this request, consuming one of its `times`; null when none applies. */
  take(url: string): Fault | null;
}

interface Rule {
  path: string;
  fault: Fault;
  remaining: number;
}

const MAX_DELAY_MS = 120_000;

/** Validates a fault from untrusted input (the HTTP control endpoint). */
export function parseFault(value: unknown): Fault {
  if (!value || typeof value !== 'object') throw new TypeError('fault must be an object');
  const candidate = value as { kind?: unknown; ms?: unknown; status?: unknown };
  switch (candidate.kind) {
    case 'delay':
      if (typeof candidate.ms !== 'number' || !Number.isInteger(candidate.ms) || candidate.ms < 0 || candidate.ms > MAX_DELAY_MS) {
        throw new TypeError(`delay ms must be an integer 0..${MAX_DELAY_MS}`);
      }
      return { kind: 'delay', ms: candidate.ms };
    case 'status':
      if (typeof candidate.status !== 'number' || !Number.isInteger(candidate.status) || candidate.status < 200 || candidate.status > 599) {
        throw new TypeError('status must be an integer 200..599');
      }
      return { kind: 'status', status: candidate.status };
    case 'malformed':
    case 'reset':
    case 'empty':
    case 'truncated':
      return { kind: candidate.kind };
    default:
      throw new TypeError('fault kind must be delay, status, malformed, reset, empty or truncated');
  }
}

function matches(rulePath: string, url: string): boolean {
  const target = rulePath.includes('?') ? url : url.split('?', 1)[0] ?? url;
  if (rulePath.endsWith('*')) return target.startsWith(rulePath.slice(0, -1));
  return target === rulePath;
}

export function createFaultController(enabled: boolean): FaultController {
  let rules: Rule[] = [];
  return {
    enabled,
    set(path, fault, options) {
      if (!enabled) throw new Error('fault injection is disabled; build the demo upstream with faults: true');
      if (typeof path !== 'string' || !path.startsWith('/')) throw new TypeError('fault path must start with /');
      const checked = parseFault(fault);
      const times = options?.times;
      if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw new TypeError('times must be a positive integer');
      // A newer rule for the same path replaces the older one.
      rules = rules.filter((rule) => rule.path !== path);
      rules.push({ path, fault: checked, remaining: times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      rules = [];
    },
    take(url) {
      if (!enabled || rules.length === 0) return null;
      // The most recently set matching rule wins.
      for (let i = rules.length - 1; i >= 0; i -= 1) {
        const rule = rules[i] as Rule;
        if (!matches(rule.path, url)) continue;
        rule.remaining -= 1;
        if (rule.remaining <= 0) rules.splice(i, 1);
        return rule.fault;
      }
      return null;
    },
  };
}

export interface CallRecord {
  method: string;
  /** Path and query string as received, including the host prefix. */
  url: string;
  /** Path without the query string. */
  path: string;
  at: number;
}

export interface CallLog {
  /** Calls whose path starts with `prefix` (all calls without one). */
  count(prefix?: string): number;
  list(): CallRecord[];
  reset(): void;
  record(method: string, url: string): void;
}

/** Keeps the most recent `limit` calls so a long-running demo upstream stays bounded. */
export function createCallLog(limit = 20_000): CallLog {
  let calls: CallRecord[] = [];
  return {
    count(prefix) {
      if (prefix === undefined) return calls.length;
      let n = 0;
      for (const call of calls) if (call.path.startsWith(prefix) || call.url.startsWith(prefix)) n += 1;
      return n;
    },
    list() {
      return calls.slice();
    },
    reset() {
      calls = [];
    },
    record(method, url) {
      calls.push({ method, url, path: url.split('?', 1)[0] ?? url, at: Date.now() });
      if (calls.length > limit) calls = calls.slice(calls.length - Math.floor(limit / 2));
    },
  };
}
