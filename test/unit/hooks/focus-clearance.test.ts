import { describe, expect, it } from 'vitest';
import { clearanceScroll } from '#client/hooks/use-focus-clearance.ts';

const rect = (top: number, bottom: number, left = 0, right = 1440) => ({ top, bottom, left, right });
const header = rect(-36, 68);
const notice = rect(640, 880, 24, 416);

describe('clearanceScroll (WCAG 2.4.11)', () => {
  it('leaves an element in the free band where it is', () => {
    expect(clearanceScroll(rect(200, 240), [header, notice], 900)).toBe(0);
  });
  it('scrolls an element under the top bar down into view, by the overlap and a margin', () => {
    expect(clearanceScroll(rect(40, 80), [header], 900)).toBe(40 - 68 - 8);
  });
  it('scrolls an element under a bottom bar up clear of it', () => {
    expect(clearanceScroll(rect(700, 740, 100, 300), [header, notice], 900)).toBe(740 - 640 + 8);
  });
  it('ignores a bar in other columns', () => {
    expect(clearanceScroll(rect(700, 740, 600, 900), [header, notice], 900)).toBe(0);
  });
  it('shows the start of an element taller than the band', () => {
    expect(clearanceScroll(rect(300, 1000, 100, 300), [header, notice], 900)).toBe(300 - 68 - 8);
  });
  it('ignores a bar with no height (hidden)', () => {
    expect(clearanceScroll(rect(700, 740, 100, 300), [rect(900, 900, 0, 1440)], 900)).toBe(0);
  });
});
