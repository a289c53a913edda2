import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE_MAX_AGE_S } from '#shared/constants.ts';
import { languageCookie } from '#shared/domain/language.ts';

// Spec §4, §9: the lang cookie is formatted in one place (shared/domain/language.ts
// languageCookie); the server (a lang query on a page) and the browser (the UI switch)
// both write that string and nothing else.

const root = path.join(import.meta.dirname, '../..');
const FORMATTER = 'shared/domain/language.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const files = new Map(['client', 'server', 'shared'].flatMap(sources).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

function filesMatching(pattern: RegExp): string[] {
  return [...files].filter(([, text]) => pattern.test(text)).map(([file]) => file);
}

describe('the lang cookie is written in one place', () => {
  it('scans the sources', () => {
    expect(files.size).toBeGreaterThan(100);
    expect(files.has(FORMATTER)).toBe(true);
  });

  it('only languageCookie formats it (name=value and its 3-year lifetime)', () => {
    expect(filesMatching(/\$\{LANGUAGE_COOKIE\}=|['"`]lang=/)).toEqual([FORMATTER]);
    expect(filesMatching(/\bLANGUAGE_COOKIE_MAX_AGE_S\b/).filter((file) => file !== 'shared/constants.ts')).toEqual([FORMATTER]);
  });

  it('no code sets it through a cookie library', () => {
    expect(filesMatching(/\b(?:setCookie|clearCookie)\(\s*(?:LANGUAGE_COOKIE|['"`]lang['"`])/)).toEqual([]);
  });

  it('the browser assigns document.cookie only from languageCookie', () => {
    for (const [file, text] of files) {
      for (const match of text.matchAll(/document\.cookie\s*=(?!=)\s*([^;\n]*)/g)) {
        expect(match[1], file).toMatch(/^languageCookie\(/);
      }
    }
  });

  it('its writers are the page route (lang query) and the UI switch', () => {
    expect(filesMatching(/\blanguageCookie\(/).filter((file) => file !== FORMATTER).sort()).toEqual(['client/app/i18n/use-language.ts', 'server/routes/ssr.ts']);
  });
});

describe('languageCookie (spec §9)', () => {
  it('lasts 3 years on the whole site, SameSite=Lax, Secure over https', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(94_608_000);
    expect(languageCookie('en', false)).toBe('lang=en; Max-Age=94608000; Path=/; SameSite=Lax');
    expect(languageCookie('ru', true)).toBe('lang=ru; Max-Age=94608000; Path=/; SameSite=Lax; Secure');
  });
});
