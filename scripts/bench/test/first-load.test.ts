import { describe, expect, it } from 'vitest';
import { firstLoadFiles, staticClosure, type Manifest } from '../../size/first-load.ts';

const manifest: Manifest = {
  'client/entry.client.tsx': { file: 'assets/entry.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'shared/i18n/locales/ru.ts': { file: 'assets/ru.js' },
  'shared/i18n/locales/en.ts': { file: 'assets/en.js' },
  'client/routes/models.tsx': { file: 'assets/models.js', imports: ['client/entry.client.tsx', '_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'client/components/form.tsx': { file: 'assets/form.js' },
  'client/entry.css': { file: 'assets/entry.css' },
};

describe('first-load JavaScript', () => {
  it('follows static imports transitively, once each, and ignores unknown keys', () => {
    expect([...staticClosure(manifest, 'client/routes/models.tsx')].sort()).toEqual(['_card.js', '_react.js', 'client/entry.client.tsx', 'client/routes/models.tsx']);
    expect([...staticClosure(manifest, 'nope')]).toEqual([]);
  });

  it('is the entry, the page language and the page, without dynamic imports or CSS', () => {
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx').sort()).toEqual(['assets/card.js', 'assets/entry.js', 'assets/models.js', 'assets/react.js', 'assets/ru.js']);
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx', 'en')).toContain('assets/en.js');
    expect(firstLoadFiles(manifest, 'client/routes/models.tsx')).not.toContain('assets/form.js');
  });
});
