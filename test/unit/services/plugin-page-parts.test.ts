// A plugin page's release facts are read from the post bodies once per fill of the cache, not on
// every build of the page (a logged-in view, a page-cache miss).
import { describe, expect, it, vi } from 'vitest';
import { setup } from './fake-http.ts';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('#shared/domain/plugin-post.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#shared/domain/plugin-post.ts')>();
  return {
    ...original,
    readPluginPost: (...args: Parameters<typeof original.readPluginPost>) => {
      reads.count += 1;
      return original.readPluginPost(...args);
    },
  };
});

const body = (version: string) =>
  `<table><tbody><tr><td>Версия</td><td>${version}</td></tr><tr><td>Размер установщика</td><td>18 МБ</td></tr></tbody></table><p>Описание плагина.</p>`;

const post = (id: number, version: string) => ({
  id,
  uuid: `p-${id}`,
  url: `plugin-${id}`,
  category_id: 8,
  company_id: 1001,
  companyNameShort: 'Компания',
  image: `/images/plugins/${id}.svg`,
  tariffs: JSON.stringify([{ allowPluginPage: true }]),
  product: 'revit',
  created_at: '2024-01-01T00:00:00Z',
  published_at: '2024-01-02T00:00:00Z',
  lang_versions: [
    { lang: 'ru', title: `Плагин ${id}`, description: 'Описание', body: body(version), status_lang: 'Published', weight: id, organization_uuid: null },
    { lang: 'en', title: `Plugin ${id}`, description: 'Description', body: body(version), status_lang: 'Published', weight: id, organization_uuid: null },
  ],
});

describe('plugin page', () => {
  it('reads each post once per fill of the cache, however often the page is built', async () => {
    const { http, port } = setup();
    http.on('webApi2', 'GET', '/article/category/8', { status_code: 200, posts: [post(1, '2.4.1'), post(2, '1.0.3')] });
    const first = await port().getPluginPage('revit');
    expect(first.items.map((item) => item.facts.find((fact) => fact.kind === 'version')?.value)).toEqual(['2.4.1', '1.0.3']);
    const afterFirst = reads.count;
    expect(afterFirst).toBe(2);
    for (let i = 0; i < 3; i += 1) expect(await port().getPluginPage('revit')).toEqual(first);
    expect(reads.count).toBe(afterFirst);
    // The other language is its own fill: its bodies are read once too.
    await port({ lang: 'en' }).getPluginPage('revit');
    await port({ lang: 'en' }).getPluginPage('revit');
    expect(reads.count).toBe(afterFirst + 2);
  });
});
