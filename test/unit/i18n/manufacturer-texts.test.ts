import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaTexts } from '../../support/i18n-texts.ts';
import { LANGUAGES } from '#shared/constants.ts';

// The manufacturer list and the manufacturer page each load only their own texts area
// (docs/decisions/0018): the list 'manufacturers', the page 'manufacturer', and the page's
// partnership tab (a deferred part) 'manufacturerPartnership'. Each part may use only its own
// area, every key it asks for must be there, and the area holds nothing it does not use (a key
// left in the wrong area would travel in another part's first load).

const root = join(import.meta.dirname, '../../..');
const PARTNERSHIP_FILES = ['partnership-tab.tsx', 'partnership-form.tsx'];
const sourcesOf = (folder: string, only?: readonly string[]) =>
  readdirSync(join(root, folder))
    .filter((name) => /\.tsx?$/.test(name) && (only === undefined || only.includes(name)))
    .map((name) => readFileSync(join(root, folder, name), 'utf8'))
    .join('\n');

/** Keys asked for under an area: literal ones, and the prefixes of template ones (`tab_${tab}`). */
function keysUsed(source: string, area: string): { literal: Set<string>; prefixes: Set<string> } {
  const literal = new Set<string>();
  const prefixes = new Set<string>();
  for (const match of source.matchAll(new RegExp(String.raw`\bt\(\s*'${area}\.([\w.]+)'`, 'g'))) literal.add(match[1]!);
  for (const match of source.matchAll(new RegExp(String.raw`\bt\(\s*\`${area}\.(\w+)\$\{`, 'g'))) prefixes.add(match[1]!);
  return { literal, prefixes };
}

const baseKey = (key: string) => key.replace(/_(one|few|many|other)$/, '');

const PAGES = [
  { folder: 'client/routes/manufacturers', area: 'manufacturers', others: ['manufacturer', 'manufacturerPartnership'] },
  { folder: 'client/routes/manufacturer', area: 'manufacturer', others: ['manufacturers'] },
  { folder: 'client/routes/manufacturer', only: PARTNERSHIP_FILES, area: 'manufacturerPartnership', others: ['manufacturers', 'manufacturer'] },
] as const;

describe('manufacturer list and page texts', () => {
  for (const page of PAGES) {
    const { area, others } = page;
    const only = 'only' in page ? page.only : undefined;
    const folder = only ? `${page.folder}/{${only.join(',')}}` : page.folder;
    const source = sourcesOf(page.folder, only);
    const { literal, prefixes } = keysUsed(source, area);

    it(`${folder} asks only for its own area`, () => {
      expect(literal.size).toBeGreaterThan(10);
      const foreign = others.map((other) => keysUsed(source, other));
      expect(foreign.flatMap((keys) => [...keys.literal, ...keys.prefixes])).toEqual([]);
    });

    for (const lang of LANGUAGES) {
      const texts = areaTexts(area)[lang] as Record<string, string>;
      const keys = Object.keys(texts);

      it(`every key ${folder} uses is in '${area}' (${lang})`, () => {
        const missing = [...literal].filter((key) => !(key in texts) && !(`${key}_one` in texts && `${key}_other` in texts));
        expect(missing).toEqual([]);
        for (const prefix of prefixes) expect(keys.some((key) => key.startsWith(prefix)), prefix).toBe(true);
      });

      it(`'${area}' holds only keys ${folder} uses (${lang})`, () => {
        const unused = keys.filter((key) => !literal.has(baseKey(key)) && ![...prefixes].some((prefix) => key.startsWith(prefix)));
        expect(unused).toEqual([]);
      });
    }
  }
});
