import type { AnalyticsEvent, AnalyticsUser } from '../types/entities.ts';

export type { AnalyticsEvent, AnalyticsUser };

export type EventOptionValue = string | number | boolean;

/** Keys never forwarded: spec §5 removes 'agree' from event options. */
const REMOVED_OPTION_KEYS = new Set(['agree']);
/** Keys that would let a payload reach Object.prototype once merged somewhere downstream. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Spec §5: object values in tracked data are dropped (arrays and null are
 * objects too) and 'agree' is removed. Non-finite numbers are dropped because
 * JSON cannot carry them.
 */
export function sanitiseEventOptions(options: unknown): Record<string, EventOptionValue> {
  const clean: Record<string, EventOptionValue> = {};
  if (!options || typeof options !== 'object' || Array.isArray(options)) return clean;
  for (const [key, value] of Object.entries(options)) {
    if (REMOVED_OPTION_KEYS.has(key) || UNSAFE_KEYS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') clean[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = value;
  }
  return clean;
}

export interface AnalyticsInput {
  event?: unknown;
  page?: unknown;
  eventOptions?: unknown;
  user?: AnalyticsUser | null;
  timestamp: number;
}

/** Builds the event to send, or null when it must be skipped (spec §5: no event name). */
export function buildAnalyticsEvent(input: AnalyticsInput): AnalyticsEvent | null {
  const event = typeof input.event === 'string' ? input.event.trim() : '';
  if (!event) return null;
  return {
    user: input.user ?? null,
    page: typeof input.page === 'string' ? input.page : '',
    event,
    eventOptions: sanitiseEventOptions(input.eventOptions),
    timestamp: input.timestamp,
  };
}
