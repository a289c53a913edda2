import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../support/i18n-texts.ts';
import { ACCOUNT_PATHS, MAIN_NAV } from '#shared/links.ts';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '#shared/footer-links.ts';
import { LANGUAGES } from '#shared/constants.ts';

// Every key the shell asks for must exist in both languages: a typo would show
// the raw key to visitors.

function has(tree: unknown, key: string): boolean {
  const lookup = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof lookup(key) === 'string' || (typeof lookup(`${key}_one`) === 'string' && typeof lookup(`${key}_other`) === 'string');
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const root = join(import.meta.dirname, '../../..');
const shellFiles = ['client/components', 'client/layouts', 'client/hooks'].flatMap((dir) => sources(join(root, dir)));

const literalKeys = new Set<string>();
for (const file of shellFiles) {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) literalKeys.add(match[1]!);
}

const dataKeys = [
  ...MAIN_NAV.map((link) => link.labelKey),
  ...SOCIAL_LINKS.map((link) => link.labelKey),
  ...ACCOUNT_PATHS.map((link) => link.labelKey),
  ...FOOTER_COLUMNS.flatMap((column) => [column.titleKey, ...column.links.map((link) => link.labelKey)]),
  ...LANGUAGES.flatMap((lang) => [`language.names.${lang}`, `language.short.${lang}`]),
];

describe('i18n keys used by the shell', () => {
  it('finds the shell sources', () => {
    expect(shellFiles.length).toBeGreaterThan(10);
    expect(literalKeys.size).toBeGreaterThan(20);
  });

  for (const lang of LANGUAGES) {
    it(`exist in ${lang}`, () => {
      const tree = TEXTS[lang];
      const missing = [...literalKeys, ...dataKeys].filter((key) => !has(tree, key));
      expect(missing).toEqual([]);
    });
  }
});
