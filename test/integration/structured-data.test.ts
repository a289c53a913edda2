// JSON-LD on every page type that describes something (issue 23 §3): each block parses, names
// schema.org, and has the page type's expected @type; list pages list what they show, the
// statistics' distribution is a real download, each plugin is a SoftwareApplication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { ArticlesDto, ManufacturersDto, PluginPageDto, PluginsDto } from '#shared/api/dto.ts';
import { buildTestApp } from '#test/support/app.ts';
import { pageFacts } from '#test/support/page-facts.ts';

const ORIGIN = 'https://bim.example';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
type Block = Record<string, unknown> & { '@type': string };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await app?.close();
});

async function blocks(path: string): Promise<Block[]> {
  const res = await request(app.server).get(path).set('user-agent', BOT).expect(200);
  return pageFacts(res.text).jsonLd.flatMap((text) => [JSON.parse(text) as Block | Block[]].flat());
}

const api = <T>(path: string) => request(app.server).get(path).expect(200).then((res) => res.body as T);
const ofType = (list: Block[], type: string) => list.filter((block) => block['@type'] === type);
const listed = (page: Block) => ((page.mainEntity as { itemListElement: Array<{ url: string; position: number }> }).itemListElement ?? []).map((item) => item.url);

describe('JSON-LD by page type', () => {
  it.each([
    ['/for-manufacturers', 'WebPage'],
    ['/services', 'WebPage'],
    ['/gisp', 'WebPage'],
    ['/partnership', 'WebPage'],
    ['/en/services', 'WebPage'],
    ['/about', 'AboutPage'],
    ['/en/about', 'AboutPage'],
    ['/articles', 'CollectionPage'],
    ['/en/articles', 'CollectionPage'],
    ['/cases', 'CollectionPage'],
    ['/manufacturers', 'CollectionPage'],
    ['/plugins', 'CollectionPage'],
    ['/partners', 'CollectionPage'],
    ['/statreport', 'Dataset'],
    ['/revit', 'SoftwareApplication'],
    ['/en/renga', 'SoftwareApplication'],
  ])('%s has a %s block that parses, with the page\'s address and language', async (path, type) => {
    const all = await blocks(path);
    for (const block of all) expect(block['@context'], path).toBe('https://schema.org');
    const found = ofType(all, type);
    expect(found.length, path).toBeGreaterThan(0);
    const lang = path.startsWith('/en/') ? 'en' : 'ru';
    if (type.endsWith('Page')) {
      expect(found[0]).toMatchObject({ url: ORIGIN + path, inLanguage: lang });
      expect(String(found[0]!.name)).not.toBe('');
      expect(String(found[0]!.description)).not.toBe('');
    }
  });

  it('the reading room lists the articles it shows, in order, on its canonical address', async () => {
    const list = await api<ArticlesDto>('/api/articles?page=2');
    const [page] = ofType(await blocks('/articles?page=2'), 'CollectionPage');
    expect(page!.url).toBe(`${ORIGIN}/articles?page=2`);
    expect(listed(page!)).toEqual([...(list.top ? [list.top] : []), ...list.fresh, ...list.items].map((card) => ORIGIN + card.href));
  });

  it('the manufacturer list counts its positions on from the page it is', async () => {
    const list = await api<ManufacturersDto>('/api/manufacturers?page=2');
    const [page] = ofType(await blocks('/manufacturers?page=2'), 'CollectionPage');
    expect(listed(page!)).toEqual(list.items.map((item) => ORIGIN + item.href));
    const positions = (page!.mainEntity as { itemListElement: Array<{ position: number }> }).itemListElement.map((item) => item.position);
    expect(positions[0]).toBe(list.pageSize + 1);
  });

  it('/plugins lists every plugin; a plugin page names each of its plugins as a SoftwareApplication for its CAD', async () => {
    const plugins = await api<PluginsDto>('/api/plugins');
    const [page] = ofType(await blocks('/plugins'), 'CollectionPage');
    expect(listed(page!)).toHaveLength(plugins.items.length);
    const revit = await api<PluginPageDto>('/api/plugins/revit');
    const apps = ofType(await blocks('/revit'), 'SoftwareApplication');
    expect(apps.map((app) => app.name)).toEqual(revit.items.map((plugin) => plugin.title));
    for (const app of apps) {
      expect(app).toMatchObject({ applicationCategory: 'DesignApplication', softwareRequirements: 'Revit', author: { '@type': 'Organization' } });
      expect(String(app.url)).toMatch(new RegExp(`^${ORIGIN}/revit#plugin-\\d+$`));
    }
  });

  it('/about presents the portal: AboutPage whose main entity is the Organization with its contacts', async () => {
    const [page] = ofType(await blocks('/about'), 'AboutPage');
    expect(page!.mainEntity).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/`, email: 'support@bim-library.ru' });
  });

  it('/statreport: a Dataset whose distribution is a JSON download that answers with the same figures', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const [dataset] = ofType(await blocks(lang === 'en' ? '/en/statreport' : '/statreport'), 'Dataset');
      const distribution = dataset!.distribution as Array<{ '@type': string; contentUrl: string; encodingFormat: string }>;
      expect(distribution).toEqual([{ '@type': 'DataDownload', contentUrl: `${ORIGIN}/api/statistics?lang=${lang}`, encodingFormat: 'application/json' }]);
      const res = await request(app.server).get(new URL(distribution[0]!.contentUrl).pathname + new URL(distribution[0]!.contentUrl).search).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toHaveProperty('statNumber');
    }
  });
});
