import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { RenderAssets } from '#shared/api/render.ts';
import { PAGE_FILES_PATH } from '#shared/api/render.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { pageFilesOf } from '../render/page-files.ts';

export interface PageFilesOptions {
  assets: () => Promise<RenderAssets>;
}

const Params = Type.Object({ lang: Type.Union(LANGUAGES.map((lang) => Type.Literal(lang))) });
const Body = Type.Object({ files: Type.Record(Type.String(), Type.Array(Type.String())) });

// The table changes with a deploy only; a browser holding an old one prefetches files that are gone (a 404 each, nothing else).
const MAX_AGE_S = 300;

/** `GET /_page-files/:lang`: the idle prefetch's table of page files (server/render/page-files.ts). */
export const pageFilesRoutes: FastifyPluginAsync<PageFilesOptions> = async (app, options) => {
  // Built once per language for the build's assets (fixed in production; a new object per change in dev).
  const tables = new WeakMap<RenderAssets, Map<string, { files: Record<string, string[]> }>>();
  const tableOf = (assets: RenderAssets, lang: (typeof LANGUAGES)[number]) => {
    let byLang = tables.get(assets);
    if (!byLang) tables.set(assets, (byLang = new Map()));
    let table = byLang.get(lang);
    if (!table) byLang.set(lang, (table = { files: pageFilesOf(assets, lang) }));
    return table;
  };
  app.get<{ Params: { lang: (typeof LANGUAGES)[number] } }>(
    `${PAGE_FILES_PATH}/:lang`,
    { schema: { params: Params, response: { 200: Body } }, logLevel: 'warn' },
    async (request, reply) => {
      void reply.header('cache-control', `public, max-age=${MAX_AGE_S}`);
      return tableOf(await options.assets(), request.params.lang);
    },
  );
};
