// /statreport rendered by the production build on the demo upstream: charts as
// SVG in the server's HTML, a data table per chart, Dataset JSON-LD, and spec
// §5/§8: one failing dataset shows its message while the others render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { StatisticsDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { buildTestApp } from '#test/support/app.ts';

const BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const get = (app: FastifyInstance, path: string) => request(app.server).get(path).set('user-agent', BOT);
const count = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

describe('/statreport with every dataset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders the headline figures in Russian formatting, nine datasets, SVG charts and their tables', async () => {
    const data = (await request(app.server).get('/api/statistics').expect(200)).body as StatisticsDto;
    const res = await get(app, '/statreport').expect(200);
    expect(res.text).toContain('Открытая статистика');
    expect(res.text).toContain(formatNumber('ru', data.statNumber!.downloads));
    expect(formatNumber('ru', data.statNumber!.downloads)).toMatch(/\u00a0/);
    // Three month charts drawn as SVG paths/rects, five ranked charts with SVG bars.
    expect(count(res.text, 'class="month-chart__svg"')).toBe(3);
    expect(count(res.text, 'class="stat-table"')).toBe(8);
    expect(res.text).not.toContain('stat-chart__unavailable');
    // Months in the page's language.
    expect(res.text).toMatch(/июнь 2025/);
    expect(res.text).toContain(data.leadersUploadModels![0]!.item.companyName.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.text)?.[1];
    const json = JSON.parse(ld ?? 'null') as { '@type': string; name: string; url: string; temporalCoverage: string };
    expect(json['@type']).toBe('Dataset');
    expect(json.url).toBe('https://bim.example/statreport');
    expect(json.temporalCoverage).toMatch(/^\d{4}-\d{2}\/\d{4}-\d{2}$/);
  });

  it('draws the regions of Russia as a tile grid in the HTML, numbered as in the list beside it', async () => {
    const data = (await request(app.server).get('/api/statistics').expect(200)).body as StatisticsDto;
    expect(data.regionsMap?.tiles).toHaveLength(85);
    const res = await get(app, '/statreport').expect(200);
    const svg = /<svg class="regions-map__svg"[\s\S]*?<\/svg>/.exec(res.text)?.[0] ?? '';
    expect(count(svg, '<rect')).toBe(85);
    expect(count(svg, 'class="regions-map__rank')).toBe(data.topRegions!.length);
    expect(svg).toContain('role="img"');
    // The leader's tile is in the darkest class and carries rank 1; the list beside names it.
    const leader = data.regionsMap!.tiles.find((tile) => tile.rank === 1)!;
    expect(leader.level).toBe(5);
    expect(leader.name).toBe(data.topRegions![0]!.item.region);
    expect(res.text).toContain('Пользователей в регионе');
    expect(count(res.text, 'class="ranked-bars"')).toBe(5);
    const english = (await request(app.server).get('/api/statistics?lang=en').expect(200)).body as StatisticsDto;
    expect(english.regionsMap!.tiles.find((tile) => tile.code === '77')!.name).toBe('Moscow');
  });

  it('renders the English page with English months and numbers', async () => {
    const res = await get(app, '/en/statreport').expect(200);
    expect(res.text).toContain('Open statistics');
    expect(res.text).toMatch(/June 2025/);
    expect(res.text).toContain('hrefLang="ru"');
  });
});

describe('/statreport with a failing dataset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // Before the first request, so nothing is cached yet.
    app.demoUpstream!.faults.set('/web1/elastic/visitsbymonth', { kind: 'status', status: 500 });
    app.demoUpstream!.faults.set('/web1/elastic/topcountry', { kind: 'empty' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows a message for the failed charts and renders the others', async () => {
    const res = await get(app, '/statreport').expect(200);
    expect(count(res.text, 'stat-chart__unavailable')).toBe(2);
    expect(count(res.text, 'class="month-chart__svg"')).toBe(2);
    expect(count(res.text, 'class="stat-table"')).toBe(6);
    const data = (await request(app.server).get('/api/statistics').expect(200)).body as StatisticsDto;
    expect(data.chartMonthVisits).toBeNull();
    expect(data.topCountry).toBeNull();
    expect(data.chartNewUsers?.series.length).toBeGreaterThan(0);
  });
});

describe('/statreport when the regions fail, or the subjects dictionary does', () => {
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
  });

  it('no regions: the figure says so and no map is drawn; the other charts render', async () => {
    app = await buildTestApp();
    app.demoUpstream!.faults.set('/web1/elastic/topregions', { kind: 'status', status: 503 });
    const res = await get(app, '/statreport').expect(200);
    expect(res.text).not.toContain('regions-map__svg');
    expect(count(res.text, 'stat-chart__unavailable')).toBe(1);
    expect(count(res.text, 'class="month-chart__svg"')).toBe(3);
    await app.close();
  });

  it('no dictionary: the regions still find their tiles by name', async () => {
    app = await buildTestApp();
    app.demoUpstream!.faults.set('/web2/dictionary/federalSubjects', { kind: 'status', status: 500 });
    const data = (await request(app.server).get('/api/statistics').expect(200)).body as StatisticsDto;
    // The fault did reach the dictionary: its subjects are empty.
    expect(((await request(app.server).get('/api/dictionaries').expect(200)).body as { federalSubjects: unknown[] }).federalSubjects).toEqual([]);
    expect(data.regionsMap!.tiles.filter((tile) => tile.rank !== null)).toHaveLength(data.topRegions!.length);
  });
});
