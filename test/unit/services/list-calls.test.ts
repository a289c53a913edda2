// Spec §7/§9 defaults of two list calls: the search's popular/new variants (limit 10,
// offset 0) and the article list (offset 0, limit 8), as sent to the upstream.
import { describe, expect, it } from 'vitest';
import type { UpstreamHttp, UpstreamRequest } from '#server/upstream/http.ts';
import { demoUpstreamUrls } from '#server/upstream/hosts.ts';
import { listArticles } from '#server/upstream/calls/articles.ts';
import { popularOrNewForm } from '#server/services/home.ts';
import { ARTICLES_DEFAULT_LIMIT, POPULAR_MODELS_DEFAULT_LIMIT } from '#shared/constants.ts';

function recording(): { http: UpstreamHttp; sent: UpstreamRequest[] } {
  const sent: UpstreamRequest[] = [];
  return {
    sent,
    http: {
      urls: demoUpstreamUrls('http://127.0.0.1:1'),
      request: async <T>(req: UpstreamRequest) => {
        sent.push(req);
        return { status: 200, body: { status_code: 200, data: [], total: 0 } as T, headers: {} };
      },
    },
  };
}

describe('list calls with the spec’s defaults', () => {
  it('the popular / new variants ask for 10 from the start, sorted, with the catalogue’s restriction', () => {
    expect(POPULAR_MODELS_DEFAULT_LIMIT).toBe(10);
    expect(popularOrNewForm('popular')).toMatchObject({ sort: 'popular', limit: 10, offset: 0, companies_free_disabled: '1' });
    expect(popularOrNewForm('new')).toMatchObject({ sort: 'new', limit: 10, offset: 0 });
    expect(popularOrNewForm('new', 20, 40)).toMatchObject({ limit: 20, offset: 40 });
  });

  it('the article list asks for 8 from the start unless told otherwise', async () => {
    expect(ARTICLES_DEFAULT_LIMIT).toBe(8);
    const { http, sent } = recording();
    await listArticles(http, { params: 7 }, {});
    await listArticles(http, { params: 'all', offset: 500, limit: 500 }, {});
    expect(sent.map((req) => req.path)).toEqual(['/article/all/0/8/7', '/article/all/500/500/all']);
  });
});
