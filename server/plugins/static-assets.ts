import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export interface StaticAssetsOptions {
  /** dist/client in production; public/ in development. */
  root: string;
}

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Built files. Hashed files under /assets/ never change: cached for a year,
 * immutable. Other public files (favicon, robots.txt, avatars) revalidate daily.
 */
export const staticAssetsPlugin = fp<StaticAssetsOptions>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: path.resolve(options.root),
      prefix: '/',
      wildcard: false,
      index: false,
      // The catch-all page route answers everything that is not a file.
      serve: true,
      cacheControl: false,
      preCompressed: false,
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header("cache-control", hashed ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=86400');
      },
    });
  },
  { name: 'static-assets' },
);
