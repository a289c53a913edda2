// webApi (the first web API host): statistics, RSS news and the legacy ?a=/?m= queries.

import type { FastifyInstance } from 'fastify';
import type { StatisticsDatasets } from '#shared/types/index.ts';
import { STATISTICS_PATHS } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import type { Input } from '../params.ts';
import { badRequest, notFound, readString } from '../params.ts';

const RSS_CHANNELS = {
  GetRssRenga: { key: 'renga', title: 'Новости Renga', link: 'https://renga.news.example/' },
  GetRssArchicad: { key: 'archicad', title: 'Новости Archicad', link: 'https://archicad.news.example/' },
} as const;

export function webApiRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;
  const datasetByPath = new Map<string, keyof StatisticsDatasets>(
    (Object.entries(STATISTICS_PATHS) as Array<[keyof StatisticsDatasets, string]>).map(([dataset, path]) => [path, dataset]),
  );

  app.get('/elastic/:name', async (request) => {
    const name = String((request.params as { name?: string }).name ?? '');
    const key = datasetByPath.get(name);
    if (!key) throw notFound('unknown statistics dataset');
    return { status_code: 200, data: dataset.statistics[key] };
  });

  app.get('/', async (request) => {
    const query = request.query as Input;
    const action = readString(query, 'a', 50);
    const module = readString(query, 'm', 50);
    if (module === 'statics' && (action === 'GetRssRenga' || action === 'GetRssArchicad')) {
      const channel = RSS_CHANNELS[action];
      return {
        status_code: 200,
        rss: { channel: { title: channel.title, link: channel.link, description: channel.title, item: dataset.rss[channel.key] } },
      };
    }
    if (action === 'GetCatLists') {
      if (readString(query, 'key', 20) !== 'ext') throw badRequest('key must be ext');
      const q = (readString(query, 'q', 100) ?? '').toLowerCase().replace(/^\./, '');
      const data = dataset.dictionaries.cadExts
        .filter((ext) => !q || ext.ext.includes(q) || ext.name.toLowerCase().includes(q) || ext.sapr.toLowerCase().includes(q))
        .map((ext) => ({ label: ext.name, value: ext.ext }));
      return { status_code: 200, data };
    }
    throw badRequest('unknown action');
  });
}
