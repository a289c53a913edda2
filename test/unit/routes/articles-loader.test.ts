// The reading room's loader makes its address canonical itself, as the catalogue's does: the same
// code answers the server's first render (a 301) and a client navigation (the router follows it),
// so the list has one address however it is reached (issue 23 §2).
import { describe, expect, it } from 'vitest';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import type { ApiPort } from '#shared/api/port.ts';
import type { ArticlesQuery } from '#shared/domain/list-queries.ts';
import { loaderEnv, type LoaderEnv } from '#client/app/data/loader-env.ts';
import { loader } from '#client/routes/articles/route.tsx';

function run(path: string) {
  const asked: ArticlesQuery[] = [];
  const api = {
    getArticles: (query: ArticlesQuery) => {
      asked.push(query);
      return Promise.resolve({ top: null, fresh: [], items: [], total: 0, page: query.page, totalPages: 1 });
    },
  } as unknown as ApiPort;
  const context = new RouterContextProvider();
  context.set(loaderEnv, { api, neutralLang: 'ru', config: {} } as unknown as LoaderEnv);
  // A redirect is thrown before the loader returns a promise: caught the same way as a rejection.
  const result = Promise.resolve().then(() => loader({ request: new Request(`https://portal.test${path}`), params: {}, context } as unknown as LoaderFunctionArgs));
  return { result, asked };
}

async function redirectOf(path: string): Promise<{ status: number; location: string | null } | null> {
  const { result } = run(path);
  try {
    await result;
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    if (typeof response?.status !== 'number' || typeof response.headers?.get !== 'function') throw thrown;
    return { status: response.status, location: response.headers.get('location') };
  }
}

describe('reading room loader', () => {
  it.each([
    ['/articles?page=abc', '/articles'],
    ['/articles?page=1', '/articles'],
    ['/en/articles?page=0', '/en/articles'],
    ['/articles?sort=evil&page=2', '/articles?page=2'],
    ['/articles?sort=views&page=abc', '/articles?sort=views'],
    ['/articles?page=3&page=4', '/articles?page=3'],
    ['/articles?page=007&utm_source=x', '/articles?page=7&utm_source=x'],
  ])('%s answers 301 to %s without asking for data', async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status: 301, location });
    const { result, asked } = run(path);
    await result.catch(() => undefined);
    expect(asked).toEqual([]);
  });

  it.each(['/articles', '/articles?page=2', '/articles?search=bim&sort=views&page=3', '/en/articles?lang=en'])('%s is canonical: it loads the list it names', async (path) => {
    const { result, asked } = run(path);
    const data = await result;
    expect(asked).toHaveLength(1);
    expect(data.query).toEqual(asked[0]);
  });
});
