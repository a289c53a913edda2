// GET /api/models/:id/qr.svg: a QR code that opens the model's canonical page on
// a phone (spec §2 'augmented-reality QR hint'). Public and the same for every
// visitor, so browsers and shared caches may keep it for long.
import QRCode from 'qrcode';
import { LRUCache } from 'lru-cache';
import { Type } from 'typebox';
import { modelPath } from '#shared/domain/links.ts';
import type { Language } from '#shared/domain/language.ts';
import { ERROR_RESPONSES, IdParams } from './context.ts';
import type { ApiPlugin } from './types.ts';

/** A week, then a day of serving the old code while revalidating: the address behind it only changes with the alias, which the page redirects anyway. */
export const QR_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Pixel size written into the SVG, so the file also looks right opened on its own. */
const QR_SIZE_PX = 240;
/** A bounded memo of finished SVGs (about 5 KB each): a popular model's code is built once. */
const MEMO_MAX_BYTES = 2 * 1024 * 1024;

// Only ?lang decides the language, never the cookie or accept-language: the
// answer is shared-cacheable, so it may depend on the URL alone.
const QrQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });

/** The SVG of a QR code for a URL; medium error correction survives a phone camera at an angle. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE_PX, color: { dark: '#1f2328', light: '#ffffff' } });
}

export const modelQrRoutes: ApiPlugin = async (app, { services, publicOrigin }) => {
  // The code leads off the site: a request's Host header must never decide where (cache poisoning).
  if (!publicOrigin) throw new Error('modelQrRoutes needs the public origin (PUBLIC_ORIGIN) to build absolute page addresses');
  const origin = publicOrigin.replace(/\/+$/, '');
  const memo = new LRUCache<string, string>({ maxSize: MEMO_MAX_BYTES, sizeCalculation: (svg) => svg.length });

  app.get(
    '/models/:id/qr.svg',
    // The SVG goes out as a string, which Fastify sends as it is (no JSON serialisation).
    { schema: { params: IdParams, querystring: QrQuery, response: { 200: Type.String(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const lang: Language = request.query.lang === 'en' ? 'en' : 'ru';
      const address = await services.modelAddress({ lang, requestId: request.id, logger: request.log }, request.params.id);
      const target = origin + modelPath(address.alias, address.id, lang);
      let svg = memo.get(target);
      if (svg === undefined) {
        svg = await qrSvg(target);
        memo.set(target, svg);
      }
      return reply.header('cache-control', QR_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
