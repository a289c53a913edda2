import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { UTILITY_PATHS } from '#shared/domain/indexing.ts';
import { ENGLISH_PATH_PREFIX } from '#shared/constants.ts';
import { DOWNLOAD_PATH_PREFIX } from '#shared/domain/downloads.ts';
import { SITEMAP_FILES_PATH, SITEMAP_TTL_MS, type SitemapDocument, type Sitemaps } from '../sitemap/sitemaps.ts';

export interface SitemapRoutesOptions {
  sitemaps: Sitemaps;
  publicOrigin: string;
}

const FileParams = Type.Object({ file: Type.String({ pattern: '^[a-z]+-[1-9][0-9]{0,5}\\.xml(\\.gz)?$' }) });

/** Crawlers may keep a copy as long as we do. */
const MAX_AGE_S = Math.floor(SITEMAP_TTL_MS / 1000);

/**
 * /robots.txt names the sitemap and keeps crawlers out of the API, the login
 * flow and the pages an e-mail link leads to; /sitemap.xml is the index of the
 * files under /sitemaps/.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (app, options) => {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  // The login flow lives under /auth/ and /oauth/; the other utility pages are reached from e-mails.
  // The download door answers crawlers with a sign-in page only (docs/decisions/0024).
  const disallowed = ['/api/', '/auth/', '/oauth/', `${DOWNLOAD_PATH_PREFIX}/`, ...UTILITY_PATHS.filter((path) => !path.startsWith('/oauth/'))];
  const robots = [
    'User-agent: *',
    ...[...new Set(disallowed)].flatMap((path) => [`Disallow: ${path}`, `Disallow: ${ENGLISH_PATH_PREFIX}${path}`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots));

  app.get('/sitemap.xml', async (_request, reply) => send(reply, await options.sitemaps.index()));

  app.get(`${SITEMAP_FILES_PATH}:file`, { schema: { params: FileParams }, attachValidation: true }, async (request, reply) => {
    if (request.validationError) return reply.callNotFound();
    const document = await options.sitemaps.file((request.params as { file: string }).file);
    if (!document) return reply.callNotFound();
    return send(reply, document);
  });
};

function send(reply: FastifyReply, document: SitemapDocument) {
  return reply
    .type(document.gzip ? 'application/gzip' : 'application/xml; charset=utf-8')
    .header('cache-control', `public, max-age=${MAX_AGE_S}`)
    .send(document.body);
}
