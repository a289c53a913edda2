import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breadcrumbListJsonLd, datasetJsonLd, itemListJsonLd, jsonLdText, productJsonLd, softwareApplicationJsonLd, webPageJsonLd, websiteJsonLd, type ProductInput } from '#shared/domain/structured-data.ts';

const product: ProductInput = {
  name: 'Дверь ДГ-21 900×2100',
  description: 'Дверь  распашная\nдля жилых помещений.',
  images: ['https://uploads.example/images/models/1/1.svg', '/relative.svg', 'javascript:alert(1)'],
  brand: 'Двери России',
  category: 'Двери > Межкомнатные',
  url: 'https://bim.example/model/dver-dg-21/20001',
  sku: 'DG-21-900x2100',
};

describe('productJsonLd (schema.org Product)', () => {
  it('carries name, url, description, absolute images, brand, category and sku', () => {
    expect(productJsonLd(product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Дверь ДГ-21 900×2100',
      url: 'https://bim.example/model/dver-dg-21/20001',
      description: 'Дверь распашная для жилых помещений.',
      image: ['https://uploads.example/images/models/1/1.svg'],
      brand: { '@type': 'Brand', name: 'Двери России' },
      category: 'Двери > Межкомнатные',
      sku: 'DG-21-900x2100',
    });
  });

  it('leaves out what is missing rather than sending empty values', () => {
    const data = productJsonLd({ ...product, description: '  ', images: [], brand: null, category: '', sku: null });
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });

  it('bounds the description', () => {
    expect(productJsonLd({ ...product, description: 'a'.repeat(20_000) }).description).toHaveLength(5000);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the items from 1 and keeps only absolute links', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Каталог', url: 'https://bim.example/models' },
        { name: 'Двери', url: '/models?categories=3' },
        { name: 'Дверь ДГ-21', url: 'https://bim.example/model/dver/1' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Каталог', item: 'https://bim.example/models' },
        { '@type': 'ListItem', position: 2, name: 'Двери' },
        { '@type': 'ListItem', position: 3, name: 'Дверь ДГ-21', item: 'https://bim.example/model/dver/1' },
      ],
    });
  });
});

describe('jsonLdText', () => {
  it('is valid JSON that cannot close its script element', () => {
    const hostile = { ...product, name: '</script><script>alert(1)</script>', description: '<!-- & \u2028' };
    const text = jsonLdText([productJsonLd(hostile), breadcrumbListJsonLd([{ name: '</script>' }])]);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    const parsed = JSON.parse(text) as Array<{ name?: string; itemListElement?: Array<{ name: string }> }>;
    expect(parsed[0]?.name).toBe('</script><script>alert(1)</script>');
    expect(parsed[1]?.itemListElement?.[0]?.name).toBe('</script>');
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, description) => {
        const data = productJsonLd({ ...product, name, description });
        const text = jsonLdText(data);
        expect(text.toLowerCase()).not.toContain('</script');
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });
});

describe('websiteJsonLd (schema.org WebSite with a SearchAction)', () => {
  it('names the site and offers the catalogue search with the placeholder the query-input declares', () => {
    const data = websiteJsonLd({ name: 'BIM-библиотека', url: 'https://bim.example/', searchUrlTemplate: 'https://bim.example/models?search={search_term_string}' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'BIM-библиотека',
      url: 'https://bim.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://bim.example/models?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});

describe('itemListJsonLd (schema.org ItemList)', () => {
  it('lists absolute links in order from the given position and counts them', () => {
    const data = itemListJsonLd(
      [
        { name: ' Розетка  РС-03 ', url: 'https://bim.example/model/rozetka/1' },
        { name: 'relative', url: '/model/x/2' },
        { name: 'Дверь', url: 'https://bim.example/model/dver/3' },
      ],
      { name: 'Каталог', firstPosition: 49 },
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Каталог',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 49, url: 'https://bim.example/model/rozetka/1', name: 'Розетка РС-03' },
        { '@type': 'ListItem', position: 50, url: 'https://bim.example/model/dver/3', name: 'Дверь' },
      ],
    });
  });

  it('cannot close its script element whatever the names hold', () => {
    const text = jsonLdText(itemListJsonLd([{ name: '</script><script>alert(1)</script>', url: 'https://bim.example/m/1' }]));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('webPageJsonLd (CollectionPage, AboutPage, ContactPage, WebPage)', () => {
  const base = { name: ' Читальный  зал ', description: 'Статьи\nпроизводителей', url: 'https://bim.example/articles?page=2', inLanguage: 'ru' };

  it('a list page: its ItemList of absolute links as the main entity, counted from the first position', () => {
    expect(
      webPageJsonLd({ ...base, kind: 'CollectionPage', items: [{ name: 'A', url: 'https://bim.example/articles/1' }, { name: 'B', url: '/relative' }, { name: 'C', url: 'https://bim.example/articles/3' }], firstPosition: 11 }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Читальный зал',
      url: 'https://bim.example/articles?page=2',
      inLanguage: 'ru',
      description: 'Статьи производителей',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 11, url: 'https://bim.example/articles/1', name: 'A' },
          { '@type': 'ListItem', position: 12, url: 'https://bim.example/articles/3', name: 'C' },
        ],
      },
    });
  });

  it('an about page: the organisation as the main entity, without a context of its own', () => {
    const page = webPageJsonLd({ ...base, kind: 'AboutPage', about: { name: 'BIM', url: 'https://bim.example/', logo: null, telephone: '+7 (495) 150-00-85', email: '' } });
    expect(page['@type']).toBe('AboutPage');
    expect(page).toMatchObject({ mainEntity: { '@type': 'Organization', name: 'BIM', url: 'https://bim.example/', telephone: '+7 (495) 150-00-85' } });
    expect(JSON.stringify(page.mainEntity)).not.toContain('@context');
    expect(JSON.stringify(page.mainEntity)).not.toContain('email');
  });

  it('a plain page has no main entity and no empty description', () => {
    expect(webPageJsonLd({ ...base, kind: 'WebPage', description: '  ' })).toEqual({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Читальный зал', url: base.url, inLanguage: 'ru' });
  });
});

describe('softwareApplicationJsonLd (a CAD plugin)', () => {
  it('a design application that requires its CAD, by its developer; a relative or missing logo is left out', () => {
    const input = { name: 'Плагин', url: 'https://bim.example/revit#plugin-1', description: 'Загружает модели.', image: '/logo.svg', author: 'Мегаформ', requires: 'Revit' };
    expect(softwareApplicationJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Плагин',
      url: 'https://bim.example/revit#plugin-1',
      applicationCategory: 'DesignApplication',
      softwareRequirements: 'Revit',
      description: 'Загружает модели.',
      author: { '@type': 'Organization', name: 'Мегаформ' },
    });
    expect(softwareApplicationJsonLd({ ...input, image: 'https://uploads.example/p.svg' }).image).toBe('https://uploads.example/p.svg');
  });
});

describe('datasetJsonLd distributions', () => {
  const dataset = { name: 'Статистика', description: 'Цифры', url: 'https://bim.example/statreport', publisher: 'BIM', variables: ['Посещения'], temporalCoverage: null, inLanguage: 'ru' };
  it('lists each absolute download with its media type, and none when there is none', () => {
    expect(datasetJsonLd({ ...dataset, distributions: [{ url: 'https://bim.example/api/statistics?lang=ru', encodingFormat: 'application/json' }, { url: '/x.csv', encodingFormat: 'text/csv' }] }).distribution).toEqual([
      { '@type': 'DataDownload', contentUrl: 'https://bim.example/api/statistics?lang=ru', encodingFormat: 'application/json' },
    ]);
    expect(datasetJsonLd(dataset)).not.toHaveProperty('distribution');
  });
});
