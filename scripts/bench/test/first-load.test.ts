import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadFiles, firstLoadLimit, OVER_BUDGET_CEILINGS_BYTES, pageSources, staticClosure, type Manifest } from '../../size/first-load.ts';

const manifest: Manifest = {
  'client/entry.client.tsx': { file: 'assets/entry.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'shared/i18n/locales/ru.ts': { file: 'assets/ru.js' },
  'shared/i18n/locales/en.ts': { file: 'assets/en.js' },
  'client/routes/models.tsx': { file: 'assets/models.js', imports: ['client/entry.client.tsx', '_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'], dynamicImports: ['shared/i18n/texts/card.ts?lang=ru', 'shared/i18n/texts/card.ts?lang=en'] },
  'shared/i18n/texts/card.ts?lang=ru': { file: 'assets/texts-card.ru.js', isDynamicEntry: true },
  'shared/i18n/texts/card.ts?lang=en': { file: 'assets/texts-card.en.js', isDynamicEntry: true },
  'client/components/form.tsx': { file: 'assets/form.js' },
  'client/entry.css': { file: 'assets/entry.css' },
};

describe('first-load JavaScript', () => {
  it('follows static imports transitively, once each, and ignores unknown keys', () => {
    expect([...staticClosure(manifest, 'client/routes/models.tsx')].sort()).toEqual(['_card.js', '_react.js', 'client/entry.client.tsx', 'client/routes/models.tsx']);
    expect([...staticClosure(manifest, 'nope')]).toEqual([]);
  });

  it('is the entry, the page language, the page and its texts in that language, without other dynamic imports or CSS', () => {
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx').sort()).toEqual(['assets/card.js', 'assets/entry.js', 'assets/models.js', 'assets/react.js', 'assets/ru.js', 'assets/texts-card.ru.js']);
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx', 'en')).toEqual(expect.arrayContaining(['assets/en.js', 'assets/texts-card.en.js']));
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx', 'en')).not.toContain('assets/texts-card.ru.js');
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx')).not.toContain('assets/form.js');
  });
});

describe('the pages npm run size measures', () => {
  it('are every page type of the route table, each route module once', () => {
    const pages = pageSources(readFileSync(new URL('../../../client/routes.ts', import.meta.url), 'utf8'));
    const ids = pages.map((p) => p.id);
    for (const id of ['home', 'models', 'model', 'manufacturers', 'manufacturer', 'articles', 'article', 'statreport']) expect(ids).toContain(id);
    const sources = pages.map((p) => p.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.every((s) => s.startsWith('client/routes/'))).toBe(true);
  });

  it('reads ids and sources, and names list-built pages by their module', () => {
    const source = `{ id: 'models', path: 'models', source: 'client/routes/models/route.tsx', lazy: () => import('x') },
      { id: 'enter', source: 'client/routes/enter.tsx' }, { id: 'oauthCode', source: 'client/routes/enter.tsx' },
      (product): PageDef => ({ id: product, path: product, source: 'client/routes/plugin-product.tsx' })`;
    expect(pageSources(source)).toEqual([
      { id: 'models', source: 'client/routes/models/route.tsx' },
      { id: 'enter', source: 'client/routes/enter.tsx' },
      { id: 'plugin-product', source: 'client/routes/plugin-product.tsx' },
    ]);
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(122_880);
  });

  it('holds a page still over the budget to its ceiling, and every other page to the budget', () => {
    expect(firstLoadLimit('home')).toBe(FIRST_LOAD_BUDGET_BYTES);
    for (const [id, ceiling] of Object.entries(OVER_BUDGET_CEILINGS_BYTES)) {
      // A ceiling at or under the budget would be a page that fits: it must leave the list instead.
      expect(ceiling, id).toBeGreaterThan(FIRST_LOAD_BUDGET_BYTES);
      expect(firstLoadLimit(id)).toBe(ceiling);
    }
  });
});
