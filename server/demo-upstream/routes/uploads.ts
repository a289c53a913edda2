// uploads host: generated images, glTF previews for the 3D viewer and model files.
// Product pictures, previews and IFC files are drawn from each model's product shape
// on first request and kept in the demo's bounded cache (products/generated-cache.ts).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Article } from '#shared/types/index.ts';
import type { DemoContext } from '../context.ts';
import type { ModelIndexEntry } from '../dataset/index.ts';
import { coverSvg, logoSvg, parseSize } from '../graphics.ts';
import type { GeneratedFile } from '../products/generated-cache.ts';
import { modelGltf, modelPictureSvg } from '../products/model-product.ts';
import { modelIfcFile } from '../model-files.ts';
import { installerArchive, pluginInstallers } from '../plugin-installer.ts';
import type { Input } from '../params.ts';
import { badRequest, notFound, pathId } from '../params.ts';

const CACHE = 'public, max-age=86400';
/** Model pictures are drawn at the size asked for; without one, at this size. */
const DEFAULT_PICTURE = { width: 800, height: 600 } as const;

/** Sends a generated file with its length and ETag, or 304 when the caller already has it. */
function sendGenerated(request: FastifyRequest, reply: FastifyReply, file: GeneratedFile, type: string): FastifyReply {
  reply.header('cache-control', CACHE).header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(type).header('content-length', file.body.length).send(file.body);
}

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('image/svg+xml').header('cache-control', CACHE).send(body);
}

function svgName(raw: unknown): number {
  const match = /^(\d{1,12})\.svg$/.exec(String(raw ?? ''));
  if (!match) throw badRequest('expected <id>.svg');
  return Number(match[1]);
}

export function uploadRoutes(app: FastifyInstance, ctx: DemoContext): void {
  const { dataset } = ctx;
  const size = (query: unknown) => {
    const parsed = parseSize((query as Input).size);
    if (parsed === null) throw badRequest('size must be WxH');
    return parsed;
  };

  app.get('/images/models/:id/:file', async (request, reply) => {
    const params = request.params as { id?: string; file?: string };
    const id = pathId(params.id);
    const view = svgName(params.file);
    const entry = dataset.entryById.get(id);
    if (!entry || view < 1 || view > entry.model.images.length) throw notFound('image not found');
    const wanted = size(request.query) ?? DEFAULT_PICTURE;
    const file = ctx.generated.get(`svg:${id}:${view}:${wanted.width}x${wanted.height}`, () => modelPictureSvg(entry.model, entry.product, view, wanted));
    return sendGenerated(request, reply, file, 'image/svg+xml');
  });

  app.get('/images/companies/:file', async (request, reply) => {
    const company = dataset.companyById.get(svgName((request.params as { file?: string }).file));
    if (!company) throw notFound('image not found');
    return sendSvg(reply, logoSvg({ id: company.id, name: company.name_short }, size(request.query)));
  });

  app.get('/images/articles/:file', async (request, reply) => {
    const article = dataset.articleById.get(svgName((request.params as { file?: string }).file));
    if (!article) throw notFound('image not found');
    // No words on a cover: the same picture illustrates the Russian and the English page (issue 22 found 'Кейс' on /en/cases).
    return sendSvg(reply, coverSvg({ id: article.id, title: article.lang_versions[0]?.title ?? '', label: '', headline: false }, size(request.query)));
  });

  app.get('/images/plugins/:file', async (request, reply) => {
    const article = dataset.articleById.get(svgName((request.params as { file?: string }).file));
    if (!article || article.product === null) throw notFound('image not found');
    return sendSvg(reply, logoSvg({ id: article.id, name: article.companyNameShort ?? article.product }, size(request.query)));
  });

  app.get('/images/ads/:file', async (request, reply) => {
    const id = svgName((request.params as { file?: string }).file);
    const popup = dataset.adPopups.find((ad) => ad.id === id);
    const banner = dataset.advertise.find((ad) => ad.id === id);
    if (!popup && !banner) throw notFound('image not found');
    const title = popup?.data.title ?? banner?.title ?? '';
    return sendSvg(reply, coverSvg({ id, title, label: popup?.company.name_full ?? banner?.company_name ?? '' }, size(request.query)));
  });

  // Plugin installers, linked from the plugin posts' bodies: public files, like a vendor's download.
  let installers: Map<string, Article> | null = null;
  app.get('/plugins/:file', async (request, reply) => {
    const name = String((request.params as { file?: string }).file ?? '');
    installers ??= pluginInstallers(dataset.articles);
    const article = installers.get(name);
    if (!article) throw notFound('file not found');
    const file = ctx.generated.get(`plugin:${name}`, () => installerArchive(name, article));
    reply.header('content-disposition', `attachment; filename="${name}"`);
    return sendGenerated(request, reply, file, 'application/zip');
  });

  app.get('/models/:id/model.gltf', async (request, reply) => {
    const entry = dataset.entryById.get(pathId((request.params as { id?: string }).id));
    if (!entry || !entry.model.is_viewer3d) throw notFound('no 3D view for this model');
    const file = ctx.generated.get(`gltf:${entry.model.id}`, () => JSON.stringify(modelGltf(entry.model, entry.product, dataset.dictionaries)));
    // A public web preview that the portal's pages fetch from their own origin, like a CDN would allow.
    reply.header('access-control-allow-origin', '*');
    return sendGenerated(request, reply, file, 'model/gltf+json');
  });

  app.get('/files/:id/:file', async (request, reply) => {
    const params = request.params as { id?: string; file?: string };
    const model = dataset.entryById.get(pathId(params.id))?.model;
    const file = model?.files.find((candidate) => candidate.file_name === params.file);
    if (!model || !file) throw notFound('file not found');
    if (file.ext === 'ifc') {
      const ifc = modelIfcFile(ctx, dataset.entryById.get(model.id) as ModelIndexEntry, file);
      reply.header('content-disposition', `attachment; filename="${file.file_name}"`);
      return sendGenerated(request, reply, ifc, 'application/x-step');
    }
    const content = `Demo ${file.ext.toUpperCase()} file for "${model.name_en}" (${model.name_short}), ${file.sapr} ${file.version}.\nThe real file would be ${file.size} bytes.\n`;
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${file.file_name}"`)
      .send(Buffer.from(content, 'utf8'));
  });
}
