import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from '#server/render/manifest.ts';

describe('modulepreload hints from the Vite manifest', () => {
  it('hint a page, its imports, and its texts in each language apart', () => {
    const assets = assetsFromManifest({
      'client/entry.client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      'client/routes/models/route.tsx': { file: 'assets/models.js', imports: ['client/entry.client.tsx', '_card.js'], dynamicImports: ['shared/i18n/texts/catalogue.ts?lang=ru', 'shared/i18n/texts/catalogue.ts?lang=en', 'client/components/form.tsx'] },
      '_card.js': { file: 'assets/card.js', dynamicImports: ['shared/i18n/texts/cards.ts?lang=ru', 'shared/i18n/texts/cards.ts?lang=en'] },
      'shared/i18n/texts/catalogue.ts?lang=ru': { file: 'assets/texts-catalogue.ru.js' },
      'shared/i18n/texts/catalogue.ts?lang=en': { file: 'assets/texts-catalogue.en.js' },
      'shared/i18n/texts/cards.ts?lang=ru': { file: 'assets/texts-cards.ru.js' },
      'shared/i18n/texts/cards.ts?lang=en': { file: 'assets/texts-cards.en.js' },
      'client/components/form.tsx': { file: 'assets/form.js' },
    });
    expect(assets.routeChunks['client/routes/models/route.tsx']).toEqual(['/assets/models.js', '/assets/card.js']);
    expect(assets.routeChunks['client/routes/models/route.tsx?lang=ru']).toEqual(['/assets/texts-catalogue.ru.js', '/assets/texts-cards.ru.js']);
    expect(assets.routeChunks['client/routes/models/route.tsx?lang=en']).toEqual(['/assets/texts-catalogue.en.js', '/assets/texts-cards.en.js']);
  });

  it("link a page's stylesheet and any CSS its static imports bring, never the entry's again", () => {
    const assets = assetsFromManifest({
      'client/entry.client.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      'client/routes/models/route.tsx': { file: 'assets/models.js', imports: ['client/entry.client.tsx', '_card.js'] },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
      'client/routes/models/styles.ts': { file: 'assets/styles.js', css: ['assets/catalogue.css', 'assets/model-card.css'], imports: ['_pager.js'] },
      '_pager.js': { file: 'assets/pager.js', css: ['assets/pagination.css'] },
      'client/routes/enter.tsx': { file: 'assets/enter.js', imports: ['client/entry.client.tsx'] },
      'client/routes/statreport/route.tsx': { file: 'assets/statreport.js', imports: ['client/entry.client.tsx'] },
      // A styles.ts of one stylesheet of its own is that stylesheet in the manifest.
      'client/routes/statreport/styles.ts': { file: 'assets/styles-statreport.css' },
    });
    expect(assets.styles).toEqual(['/assets/entry.css']);
    expect(assets.routeStyles['client/routes/models/route.tsx']).toEqual(['/assets/card.css', '/assets/catalogue.css', '/assets/model-card.css', '/assets/pagination.css']);
    expect(assets.routeStyles['client/routes/enter.tsx']).toBeUndefined();
    expect(assets.routeStyles['client/routes/statreport/route.tsx']).toEqual(['/assets/styles-statreport.css']);
    expect(Object.keys(assets.routeStyles)).toEqual(['client/routes/models/route.tsx', 'client/routes/statreport/route.tsx']);
  });
});
