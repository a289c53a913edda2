// Spec §4/§9 advertising popup rules over a fake clock.
import { describe, expect, it } from 'vitest';
import { AD_DAILY_RESET_MS, AD_RECORD_TTL_MS, AD_ROTATION_MS } from '#shared/constants.ts';
import { countdown, currentAd, isAdDropped, nextRotationIn, parseAdRecords, recordAdClose, refreshAdRecords, type LocalAdsRecord } from '#shared/domain/ad-rotation.ts';

const ads = [{ id: 301 }, { id: 302 }, { id: 303 }];
/** The start of a rotation slot whose turn is the first ad (slot number divisible by 3). */
const T0 = AD_ROTATION_MS * 3 * 1_000_000;

describe('ad constants (spec §9)', () => {
  it('are the spec values', () => {
    expect(AD_ROTATION_MS).toBe(600_000);
    expect(AD_DAILY_RESET_MS).toBe(86_400_000);
    expect(AD_RECORD_TTL_MS).toBe(15_778_800_000);
  });
});

describe('rotation', () => {
  it('shows the next ad every 10 minutes and wraps around', () => {
    const shown = [0, 1, 2, 3, 4].map((slot) => currentAd(ads, [], T0 + slot * AD_ROTATION_MS + 1_000)?.id);
    expect(shown).toEqual([301, 302, 303, 301, 302]);
    expect(currentAd(ads, [], T0 + AD_ROTATION_MS - 1)?.id).toBe(301);
    expect(nextRotationIn(T0 + 1_000)).toBe(AD_ROTATION_MS - 1_000);
    expect(currentAd([], [], T0)).toBeNull();
  });

  it('skips dropped ads in the turn', () => {
    const dropped: LocalAdsRecord[] = [{ slideId: 302, timestamp: T0 - 1, closedToday: 2, closedGeneral: 2 }];
    const shown = [0, 1, 2, 3].map((slot) => currentAd(ads, dropped, T0 + slot * AD_ROTATION_MS)?.id);
    expect(shown).toEqual([301, 303, 301, 303]);
  });
});

describe('closing', () => {
  it('hides the ad for the rest of its slot, and counts the close', () => {
    const now = T0 + 60_000;
    const records = recordAdClose([], 301, now);
    expect(records).toEqual([{ slideId: 301, timestamp: now, closedToday: 1, closedGeneral: 1 }]);
    expect(currentAd(ads, records, now + 1_000)).toBeNull();
    // The next slot is another ad's turn, and 301's turn comes round again.
    expect(currentAd(ads, records, T0 + AD_ROTATION_MS)?.id).toBe(302);
    expect(currentAd(ads, records, T0 + 3 * AD_ROTATION_MS)?.id).toBe(301);
  });

  it('drops an ad closed twice in a day, until the daily count resets a day after the last close', () => {
    let records = recordAdClose([], 301, T0);
    records = recordAdClose(records, 301, T0 + AD_ROTATION_MS * 3);
    expect(isAdDropped(records[0])).toBe(true);
    expect([0, 1, 2].map((slot) => currentAd(ads, records, T0 + (6 + slot) * AD_ROTATION_MS)?.id)).toEqual([302, 303, 302]);

    const lastClose = T0 + AD_ROTATION_MS * 3;
    expect(refreshAdRecords(records, [301, 302, 303], lastClose + AD_DAILY_RESET_MS - 1)).toEqual(records);
    const nextDay = lastClose + AD_DAILY_RESET_MS;
    const reset = refreshAdRecords(records, [301, 302, 303], nextDay);
    expect(reset).toEqual([{ slideId: 301, timestamp: nextDay, closedToday: 0, closedGeneral: 2 }]);
    expect(isAdDropped(reset[0])).toBe(false);
  });

  it('drops an ad closed four times in all, for good; a total of 3 drops to 2 after a day', () => {
    let records: LocalAdsRecord[] = [{ slideId: 303, timestamp: T0, closedToday: 1, closedGeneral: 3 }];
    records = refreshAdRecords(records, [303], T0 + AD_DAILY_RESET_MS);
    expect(records[0]).toMatchObject({ closedToday: 0, closedGeneral: 2 });

    // Closed once a day, the total climbs to 3 and the next day's reset takes it back to 2.
    let day = T0;
    records = [];
    for (let close = 0; close < 5; close += 1) {
      records = recordAdClose(records, 303, day);
      expect(isAdDropped(records[0])).toBe(false);
      day += AD_DAILY_RESET_MS;
      records = refreshAdRecords(records, [303], day);
    }
    expect(records[0]).toMatchObject({ closedToday: 0, closedGeneral: 2 });
    // Twice more on one day reaches 4: dropped, and no reset brings it back.
    records = recordAdClose(recordAdClose(records, 303, day), 303, day + 1_000);
    expect(records[0]?.closedGeneral).toBe(4);
    const later = refreshAdRecords(records, [303], day + 2 * AD_DAILY_RESET_MS);
    expect(later[0]).toMatchObject({ closedToday: 0, closedGeneral: 4 });
    expect(isAdDropped(later[0])).toBe(true);
    expect(currentAd([{ id: 303 }], later, day + 2 * AD_DAILY_RESET_MS)).toBeNull();
  });

  it('forgets records of ads no longer served after about six months, keeps those still served', () => {
    const records: LocalAdsRecord[] = [
      { slideId: 301, timestamp: T0, closedToday: 0, closedGeneral: 4 },
      { slideId: 999, timestamp: T0, closedToday: 0, closedGeneral: 4 },
    ];
    expect(refreshAdRecords(records, [301], T0 + AD_RECORD_TTL_MS - 1).map((record) => record.slideId)).toEqual([301, 999]);
    expect(refreshAdRecords(records, [301], T0 + AD_RECORD_TTL_MS).map((record) => record.slideId)).toEqual([301]);
  });
});

describe('stored records', () => {
  it('survive malformed storage without a crash', () => {
    expect(parseAdRecords(null)).toEqual([]);
    expect(parseAdRecords('{not json')).toEqual([]);
    expect(parseAdRecords('{"slideId":1}')).toEqual([]);
    const good = { slideId: 301, timestamp: T0, closedToday: 1, closedGeneral: 2 };
    expect(parseAdRecords(JSON.stringify([good, { ...good, slideId: -1 }, { ...good, slideId: 302, closedToday: 'x' }, null, good]))).toEqual([good]);
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds; null once passed or unreadable', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(countdown('2026-11-26T13:04:05Z', now)).toEqual({ days: 3, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown('2026-11-23T10:00:00Z', now)).toBeNull();
    expect(countdown('not a date', now)).toBeNull();
  });
});
