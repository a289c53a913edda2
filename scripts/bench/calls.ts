// Upstream call accounting, from the demo upstream's call log.

export interface CallLike {
  method: string;
  /** Path and query as the upstream received it, host prefix included. */
  url: string;
}

/** Calls per distinct request line (method + path + query). */
export function tally(calls: readonly CallLike[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const key = `${call.method} ${call.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface CoalescingRow {
  call: string;
  /** Made by one request to a cold server. */
  single: number;
  /** Made by N identical concurrent requests to a cold server. */
  concurrent: number;
}

export interface CoalescingResult {
  requests: number;
  singleTotal: number;
  concurrentTotal: number;
  /**
   * The worst distinct call: how many times N concurrent views made it, per time one
   * view makes it. 1 means perfect coalescing; N means none. A POST to one URL may
   * carry several bodies in one view, which is why one view is the unit, not 1.
   */
  worstPerCall: number;
  worstCall: string | null;
  rows: CoalescingRow[];
}

export function compareColdCalls(single: readonly CallLike[], concurrent: readonly CallLike[], requests: number): CoalescingResult {
  const one = tally(single);
  const many = tally(concurrent);
  const keys = [...new Set([...one.keys(), ...many.keys()])].sort();
  const rows = keys.map((call) => ({ call, single: one.get(call) ?? 0, concurrent: many.get(call) ?? 0 }));
  let worstPerCall = 0;
  let worstCall: string | null = null;
  for (const row of rows) {
    // A call the single view never made (e.g. one that depends on timing) counts as if it made it once.
    const ratio = row.concurrent / Math.max(row.single, 1);
    if (ratio > worstPerCall) {
      worstPerCall = ratio;
      worstCall = row.call;
    }
  }
  return { requests, singleTotal: single.length, concurrentTotal: concurrent.length, worstPerCall, worstCall, rows };
}

export interface CallSource {
  list(): readonly CallLike[];
  reset(): void;
}

/**
 * Drains the demo upstream's call log every `intervalMs` into a tally. The log keeps
 * only its most recent calls, so a long run read once at the end would undercount.
 * list() and reset() run back to back on the event loop that records calls, so no
 * call falls between them.
 */
export function collectCalls(source: CallSource, intervalMs = 500) {
  const counts = new Map<string, number>();
  let total = 0;
  const drain = () => {
    const calls = source.list();
    source.reset();
    total += calls.length;
    for (const [call, n] of tally(calls)) counts.set(call, (counts.get(call) ?? 0) + n);
  };
  source.reset();
  const timer = setInterval(drain, intervalMs);
  return {
    /** Stops collecting; returns every call since the collector was created. */
    stop(): { total: number; counts: Map<string, number> } {
      clearInterval(timer);
      drain();
      return { total, counts };
    },
  };
}

export interface WarmCalls {
  views: number;
  /** How long the views took: background refreshes scale with time, a per-view call with views. */
  seconds: number;
  calls: number;
  perView: number;
  perSecond: number;
  /** Distinct request lines called. */
  distinct: number;
  /** Calls of the most called request line: ~seconds ÷ TTL for a refresh, ~views for a per-view call. */
  maxPerCall: number;
  /** Distinct calls made during the run, most frequent first. */
  top: Array<{ call: string; count: number }>;
}

export function warmCalls(collected: { total: number; counts: Map<string, number> }, views: number, seconds: number, topN = 5): WarmCalls {
  const top = [...collected.counts].map(([call, count]) => ({ call, count })).sort((a, b) => b.count - a.count || a.call.localeCompare(b.call));
  return {
    views,
    seconds,
    calls: collected.total,
    perView: views > 0 ? collected.total / views : 0,
    perSecond: seconds > 0 ? collected.total / seconds : 0,
    distinct: top.length,
    maxPerCall: top[0]?.count ?? 0,
    top: top.slice(0, topN),
  };
}
