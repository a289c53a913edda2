import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stripTags, summarise, truncate } from '#shared/domain/text.ts';

describe('truncate (spec §5, default 100 + ellipsis)', () => {
  it('keeps short text and cuts long text at 100 characters by default', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });
  it('cuts on a word boundary and drops trailing punctuation', () => {
    const text = `${'слово '.repeat(15)}мебель. Собственное производство`;
    const cut = truncate(text, 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toMatch(/\s/);
    expect(truncate('Окна, двери, мебель и фурнитура', 13)).toBe('Окна, двери…');
    expect(truncate('один два три', 8)).toBe('один два…');
  });
  it('takes a custom length and treats empty input as empty', () => {
    expect(truncate('Привет, мир', 6)).toBe('Привет…');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined, 3)).toBe('');
  });
  it('never splits a surrogate pair', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
  it('falls back to the default for a nonsense length', () => {
    expect(truncate('a'.repeat(150), -5)).toBe(`${'a'.repeat(100)}…`);
  });
  it('never returns more than length characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 300 }), (text, length) => {
        expect(Array.from(truncate(text, length)).length).toBeLessThanOrEqual(length + 1);
      }),
    );
  });
});

describe('stripTags (spec §5)', () => {
  it('removes tags, comments, scripts and styles', () => {
    expect(stripTags('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(stripTags('a<!-- hidden -->b')).toBe('ab');
    expect(stripTags('<script>alert(1)</script>text<style>p{}</style>')).toBe('text');
    expect(stripTags('<p>one</p>\n\n<p>two</p>')).toBe('one two');
    expect(stripTags('<p>окна и мебель.</p><p>Собственное производство</p>')).toBe('окна и мебель. Собственное производство');
    expect(stripTags('a<br>b<b>c</b>')).toBe('a bc');
  });
  it('keeps text that only looks like a comparison', () => {
    expect(stripTags('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
  });
  it('leaves no tag behind for any input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(stripTags(`<div>${text}</div>`)).not.toMatch(/<\/?div>/);
      }),
    );
  });
  it('summarise strips then truncates', () => {
    expect(summarise(`<p>${'x'.repeat(120)}</p>`)).toBe(`${'x'.repeat(100)}…`);
  });
});
