// Spec §4/§9 advertising popup rules, as pure functions of the served ads, the
// browser's local records and the time, so they are tested over a fake clock.
//
// - Rotation: the shown ad changes every AD_ROTATION_MS, wrapping around the
//   ads still eligible; the slot is the wall clock's, so every tab agrees.
// - Closing increments closedToday and closedGeneral; at AD_DAILY_CLOSE_LIMIT
//   (daily) or AD_TOTAL_CLOSE_LIMIT (total) the ad is dropped.
// - A day after the last close the daily count resets, and a total of 3 drops to 2.
// - Records of ads the upstream no longer serves go after AD_RECORD_TTL_MS.
// - A closed ad stays closed for the rest of its rotation slot.
import { AD_DAILY_CLOSE_LIMIT, AD_DAILY_RESET_MS, AD_RECORD_TTL_MS, AD_ROTATION_MS, AD_TOTAL_CLOSE_LIMIT } from '../constants.ts';
import type { LocalAdsRecord } from '../types/entities.ts';

export type { LocalAdsRecord };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000;

/** The records as stored (JSON of anything, or nothing): malformed entries are left out, never a crash. */
export function parseAdRecords(stored: string | null): LocalAdsRecord[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const records: LocalAdsRecord[] = [];
  for (const entry of value as unknown[]) {
    const { slideId, timestamp, closedToday, closedGeneral } = (entry ?? {}) as Partial<Record<keyof LocalAdsRecord, unknown>>;
    if (!isCount(closedToday) || !isCount(closedGeneral)) continue;
    if (typeof slideId !== 'number' || !Number.isSafeInteger(slideId) || slideId <= 0 || seen.has(slideId)) continue;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) continue;
    seen.add(slideId);
    records.push({ slideId, timestamp, closedToday, closedGeneral });
  }
  return records;
}

/** Applies the daily reset and drops the records of ads no longer served once they are old enough. */
export function refreshAdRecords(records: readonly LocalAdsRecord[], servedIds: readonly number[], now: number): LocalAdsRecord[] {
  const served = new Set(servedIds);
  return records
    .filter((record) => served.has(record.slideId) || now - record.timestamp < AD_RECORD_TTL_MS)
    .map((record) => {
      const due = now - record.timestamp >= AD_DAILY_RESET_MS && (record.closedToday > 0 || record.closedGeneral === 3);
      if (!due) return record;
      return { ...record, timestamp: now, closedToday: 0, closedGeneral: record.closedGeneral === 3 ? 2 : record.closedGeneral };
    });
}

export function isAdDropped(record: LocalAdsRecord | undefined): boolean {
  return record !== undefined && (record.closedToday >= AD_DAILY_CLOSE_LIMIT || record.closedGeneral >= AD_TOTAL_CLOSE_LIMIT);
}

/** The start of the rotation slot `now` falls in. */
export const rotationSlotStart = (now: number): number => now - (((now % AD_ROTATION_MS) + AD_ROTATION_MS) % AD_ROTATION_MS);

/** Milliseconds until the next rotation. */
export const nextRotationIn = (now: number): number => rotationSlotStart(now) + AD_ROTATION_MS - now;

/**
 * The ad to show now, or null: the slot's turn among the ads not dropped (in the
 * upstream's order), unless that ad was closed during this slot.
 */
export function currentAd<T extends { id: number }>(ads: readonly T[], records: readonly LocalAdsRecord[], now: number): T | null {
  const byId = new Map(records.map((record) => [record.slideId, record]));
  const eligible = ads.filter((ad) => !isAdDropped(byId.get(ad.id)));
  if (eligible.length === 0) return null;
  const slot = Math.floor(rotationSlotStart(now) / AD_ROTATION_MS);
  const ad = eligible[slot % eligible.length] as T;
  const record = byId.get(ad.id);
  const closedThisSlot = record !== undefined && record.closedToday > 0 && record.timestamp >= rotationSlotStart(now);
  return closedThisSlot ? null : ad;
}

/** The records after the visitor closed ad `id` at `now`. */
export function recordAdClose(records: readonly LocalAdsRecord[], id: number, now: number): LocalAdsRecord[] {
  const existing = records.find((record) => record.slideId === id);
  const next: LocalAdsRecord = {
    slideId: id,
    timestamp: now,
    closedToday: (existing?.closedToday ?? 0) + 1,
    closedGeneral: (existing?.closedGeneral ?? 0) + 1,
  };
  return [...records.filter((record) => record.slideId !== id), next];
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `target` (an ISO date), or null when it is not a date or has passed. */
export function countdown(target: string, now: number): Countdown | null {
  const end = Date.parse(target);
  if (!Number.isFinite(end) || end <= now) return null;
  let left = Math.floor((end - now) / 1000);
  const days = Math.floor(left / 86_400);
  left -= days * 86_400;
  const hours = Math.floor(left / 3_600);
  left -= hours * 3_600;
  const minutes = Math.floor(left / 60);
  return { days, hours, minutes, seconds: left - minutes * 60 };
}
