// uploads host: generated images, glTF previews for the 3D viewer and demo model files.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DemoContext } from '../context.ts';
import { coverSvg, logoSvg, modelGltf, modelImageSvg, parseSize } from '../graphics.ts';
import type { Input } from '../params.ts';
import { badRequest, notFound, pathId } from '../params.ts';

const CACHE = 'public, max-age=86400';

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
    const model = dataset.entryById.get(id)?.model;
    if (!model || view < 1 || view > model.images.length) throw notFound('image not found');
    const width = model.width ?? model.diametr ?? 0;
    return sendSvg(reply, modelImageSvg({ id, view, name: model.name, code: model.name_short, width, height: model.height ?? 0 }, size(request.query)));
  });

  app.get('/images/companies/:file', async (request, reply) => {
    const company = dataset.companyById.get(svgName((request.params as { file?: string }).file));
    if (!company) throw notFound('image not found');
    return sendSvg(reply, logoSvg({ id: company.id, name: company.name_short }, size(request.query)));
  });

  app.get('/images/articles/:file', async (request, reply) => {
    const article = dataset.articleById.get(svgName((request.params as { file?: string }).file));
    if (!article) throw notFound('image not found');
    const label = article.category_id === 9 ? 'Кейс' : 'Читальный зал';
    return sendSvg(reply, coverSvg({ id: article.id, title: article.lang_versions[0]?.title ?? '', label }, size(request.query)));
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

  app.get('/models/:id/model.gltf', async (request, reply) => {
    const model = dataset.entryById.get(pathId((request.params as { id?: string }).id))?.model;
    if (!model || !model.is_viewer3d) throw notFound('no 3D view for this model');
    const round = model.width === null && model.diametr !== null;
    const widthMm = model.width ?? model.diametr ?? 100;
    const lengthMm = model.length ?? model.diametr ?? 100;
    const hueSeed = (model.id * 47) % 100;
    const gltf = modelGltf({ name: model.name_en, widthMm, heightMm: model.height ?? 100, lengthMm, round, colour: [0.35 + hueSeed / 400, 0.45, 0.6 - hueSeed / 400] });
    return (
      reply
        .type('model/gltf+json')
        .header('cache-control', CACHE)
        // A public web preview that the portal's pages fetch from their own origin, like a CDN would allow.
        .header('access-control-allow-origin', '*')
        .send(JSON.stringify(gltf))
    );
  });

  app.get('/files/:id/:file', async (request, reply) => {
    const params = request.params as { id?: string; file?: string };
    const model = dataset.entryById.get(pathId(params.id))?.model;
    const file = model?.files.find((candidate) => candidate.file_name === params.file);
    if (!model || !file) throw notFound('file not found');
    const content = `Demo ${file.ext.toUpperCase()} file for "${model.name_en}" (${model.name_short}), ${file.sapr} ${file.version}.\nThe real file would be ${file.size} bytes.\n`;
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${file.file_name}"`)
      .send(Buffer.from(content, 'utf8'));
  });
}
