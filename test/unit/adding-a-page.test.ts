import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES } from '#client/routes.ts';
import { INDEXABLE_STATIC_PATHS, isUtilityPath } from '#shared/domain/indexing.ts';
import { PAGE_TEXT_IDS, TEXTS } from '../support/i18n-texts.ts';

// docs/adding-a-page.md read against the code, step by step, where a machine can: a page added by
// following it is in the route table, has its texts, is indexed or a utility page, and every file
// the recipe points a newcomer to exists.
const RECIPE = readFileSync('docs/adding-a-page.md', 'utf8');

describe('docs/adding-a-page.md against the code', () => {
  it('names only files and folders that exist', () => {
    const named = [...RECIPE.matchAll(/`((?:client|server|shared|test|scripts|docs)\/[\w./-]+?)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(15);
    // '<page>' and similar placeholders are the recipe's own names, not files.
    const missing = named.filter((file) => !/<\w+>/.test(file) && !existsSync(file));
    expect(missing).toEqual([]);
  });

  it('step 1: every page of the route table has its route module', () => {
    for (const page of PAGES) expect(existsSync(page.source), page.source).toBe(true);
  });

  it('step 5: every page has a title and a description in both languages', () => {
    for (const { id } of PAGES) {
      expect(PAGE_TEXT_IDS, id).toContain(id);
      for (const lang of ['ru', 'en'] as const) {
        const texts = (TEXTS[lang].pages as Record<string, { title?: string; description?: string }>)[id];
        expect(texts?.title, `${lang} ${id}`).toBeTruthy();
        expect(texts?.description, `${lang} ${id}`).toBeTruthy();
      }
    }
  });

  it('step 7: every page without parameters is in the sitemap rule or is a utility page', () => {
    for (const page of PAGES) {
      if (page.path?.includes(':')) continue;
      const path = page.index ? '/' : `/${page.path}`;
      const indexed = (INDEXABLE_STATIC_PATHS as readonly string[]).includes(path);
      expect(indexed !== isUtilityPath(path), path).toBe(true);
    }
  });
});
