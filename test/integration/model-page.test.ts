// The model page (issue 5, spec §2 model page, §5 video links, §7, §8) rendered by
// the production build on the demo upstream: every section, the 404 and 301 rules,
// structured data, the QR route, the 3D preview and the slow analogue call.
import { gltfExtent } from '#test/support/gltf.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { AnaloguesDto, ModelPageDto } from '#shared/api/dto.ts';
import type { Model } from '#shared/types/index.ts';
import { formatMeasure } from '#shared/domain/dimensions.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { modelPath } from '#shared/domain/links.ts';
import { recogniseVideoLink } from '#shared/domain/video-link.ts';
import { COMPANY_MODELS_LIMIT, SIMILAR_MODELS_LIMIT } from '#shared/constants.ts';
import { qrSvg, QR_CACHE_CONTROL } from '#server/routes/api/model-qr.ts';
import { buildTestApp } from '#test/support/app.ts';
import { logInCookies } from '#test/support/log-in.ts';

const ORIGIN = 'https://bim.example';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

let app: FastifyInstance;
let fresh = 0;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const demo = () => app.demoUpstream!;
/** Crawlers get the whole document at once. A fresh query string passes the anonymous page micro-cache. */
const page = (path: string, cookie = '') => request(app.server).get(`${path}${path.includes('?') ? '&' : '?'}fresh=${++fresh}`).set('user-agent', BOT).set('cookie', cookie);
const api = <T>(path: string, cookie = '') => request(app.server).get(path).set('cookie', cookie).expect(200).then((res) => res.body as T);

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** The outer HTML of the first element with this data-testid (nesting of the same tag counted). */
function element(text: string, testId: string): string {
  const at = text.indexOf(`data-testid="${testId}"`);
  if (at < 0) return '';
  const start = text.lastIndexOf('<', at);
  const tag = /^<([a-z0-9]+)/i.exec(text.slice(start))?.[1] ?? '';
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'gi');
  pattern.lastIndex = start;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return text.slice(start, match.index + match[0].length);
  }
  return text.slice(start);
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/** A demo model with everything the page can show: 3D and AR, several images, every document, an embeddable video, a class. */
function richModel(): Model {
  const model = demo().dataset.models.find(
    (m) =>
      m.is_viewer3d &&
      m.armodels &&
      m.images.length > 1 &&
      m.files.length > 0 &&
      m.link_instruction &&
      m.link_sertificate &&
      m.link_url &&
      m.link_catalog &&
      recogniseVideoLink(m.link_youtube) &&
      m.code_class !== null &&
      m.width !== null,
  );
  if (!model) throw new Error('the demo dataset has no model with every section');
  return model;
}

describe('a full model page', () => {
  it('answers 200 with every section of spec §2 in the HTML', async () => {
    const source = richModel();
    const data = await api<ModelPageDto>(`/api/models/${source.id}`);
    const { model, company } = data;
    const path = modelPath(model.alias, model.id);
    const res = await page(path).expect(200);
    const text = res.text;

    // Overview, gallery, summary
    expect(text).toMatch(new RegExp(`<h1[^>]*>${html(model.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(element(text, 'model-overview')).toContain('<p>');
    const gallery = element(text, 'model-gallery');
    expect(count(gallery, 'data-testid="model-gallery-thumb"')).toBe(model.images.length);
    const mainImage = /<img[^>]*>/.exec(element(text, 'model-gallery-main'))?.[0] ?? '';
    expect(attr(mainImage, 'src')).toMatch(/\/uploads\/images\/models\/\d+\/1\.svg\?size=960x720$/);
    expect(attr(mainImage, 'srcSet') ?? attr(mainImage, 'srcset')).toMatch(/size=480x360 480w, .*size=960x720 960w, .*size=1440x1080 1440w/);
    expect(gallery).toMatch(/size=144x144/);
    expect(element(text, 'model-code')).toContain(html(model.code));

    // Manufacturer block: logo, name, link to /manufacturer/{alias}/{id}
    const companyBlock = element(text, 'model-company');
    expect(company).not.toBeNull();
    expect(attr(companyBlock, 'href')).toBe(`/manufacturer/${company!.alias}/${company!.id}`);
    expect(companyBlock).toContain(html(company!.name));
    expect(companyBlock).toMatch(/<img[^>]*src="[^"]*\/uploads\/images\/companies\/[^"]*size=96x96"/);

    // 3D view: a poster and a button; no three.js in the server HTML
    const viewer = element(text, 'model-viewer');
    expect(viewer).toContain('data-state="idle"');
    expect(viewer).toContain('data-testid="model-viewer-open"');
    expect(viewer).not.toContain('<canvas');

    // Main properties with units, technical properties, classification named from the dictionaries
    const dimensions = element(text, 'model-dimensions');
    expect(dimensions).toContain(formatMeasure('ru', model.dimensions.width!, 'mm'));
    expect(dimensions).toContain(formatMeasure('ru', model.dimensions.weight!, 'kg'));
    expect(dimensions).toContain('Ширина');
    for (const attribute of model.attributes) expect(element(text, 'model-attributes')).toContain(html(attribute.name));
    const classification = element(text, 'model-classification');
    for (const option of [model.classification.category, model.classification.type, model.classification.class]) {
      expect(option).not.toBeNull();
      expect(classification).toContain(`>${html(option!.label)}</a>`);
    }
    expect(classification).toContain(`href="/models?categories=${model.classification.category!.value}"`);
    for (const name of [...model.rooms, ...model.materials]) expect(classification).toContain(html(name));

    // Documentation, certificate, product URL, catalogue
    const documents = element(text, 'model-documents');
    expect(documents).toContain(`href="${html(source.link_instruction!)}"`);
    expect(documents).toContain(`href="${html(source.link_catalog!)}"`);
    expect(documents).toContain(`href="${html(source.link_url!)}"`);
    expect(element(text, 'model-certificate')).toContain(`href="${html(source.link_sertificate!)}"`);

    // Embedded video on its provider's player
    const video = recogniseVideoLink(source.link_youtube)!;
    expect(element(text, 'model-video')).toContain(`src="${html(video.embedUrl)}"`);

    // Files: anonymous visitors get the login prompt with the exact text
    expect(count(text, 'data-testid="model-file"')).toBe(model.files.length);
    expect(element(text, 'download-login')).toContain('Чтобы скачать модель, войдите или зарегистрируйтесь');
    expect(text).not.toContain('data-testid="model-file-download"');

    // Likes, similar (8), more from the manufacturer (8), the analogue placeholder, the QR hint, the request form
    expect(element(text, 'model-like-count')).toContain(`>${formatNumber('ru', model.likes.like)}</span>`);
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.length).toBeLessThanOrEqual(SIMILAR_MODELS_LIMIT);
    expect(count(element(text, 'model-similar'), 'data-testid="model-card"')).toBe(data.similar.length);
    expect(data.companyModels.length).toBeGreaterThan(0);
    expect(data.companyModels.length).toBeLessThanOrEqual(COMPANY_MODELS_LIMIT);
    expect(data.companyModels.some((card) => card.id === model.id)).toBe(false);
    expect(count(element(text, 'model-company-models'), 'data-testid="model-card"')).toBe(data.companyModels.length);
    expect(element(text, 'model-analogues')).toContain('data-state="idle"');
    const qr = element(text, 'model-qr');
    expect(qr).toContain('data-ar="true"');
    expect(qr).toContain(`src="/api/models/${model.id}/qr.svg"`);
    expect(qr).toContain('Отсканируйте код телефоном, чтобы посмотреть модель в AR');
    expect(text).toContain('data-testid="request-model"');
    expect(text.indexOf('data-testid="model-qr"')).toBeLessThan(text.indexOf('data-testid="request-model"'));
  });

  it('has the Open Graph image, sized', async () => {
    const source = richModel();
    const data = await api<ModelPageDto>(`/api/models/${source.id}`);
    const res = await page(modelPath(data.model.alias, data.model.id)).expect(200);
    // Absolute for crawlers, on the front host: demo mode relays the uploads under it.
    expect(res.text).toMatch(/<meta property="og:image" content="https:\/\/bim\.example\/uploads\/images\/models\/\d+\/1\.svg\?size=1200x630"\/>/);
  });

  it('says "open on your phone" next to the QR code of a model without AR, in English too', async () => {
    const source = demo().dataset.models.find((m) => !m.armodels && m.images.length > 0)!;
    const data = await api<ModelPageDto>(`/api/models/${source.id}?lang=en`);
    const res = await page(modelPath(data.model.alias, data.model.id, 'en')).expect(200);
    const qr = element(res.text, 'model-qr');
    expect(qr).toContain('data-ar="false"');
    expect(qr).toContain(`src="/api/models/${source.id}/qr.svg?lang=en"`);
    expect(qr).toContain('Scan to open this page on your phone');
    expect(res.text).toContain('To download the model, you need to log in or register');
  });

  it('shows a link to an unrecognised video host as a plain link, not a player', async () => {
    const source = demo().dataset.models.find((m) => m.link_youtube?.startsWith('https://vimeo.com/'))!;
    const data = await api<ModelPageDto>(`/api/models/${source.id}`);
    expect(data.model.video).toBeNull();
    expect(data.model.videoUrl).toBe(source.link_youtube);
    const res = await page(modelPath(data.model.alias, data.model.id)).expect(200);
    const video = element(res.text, 'model-video');
    expect(video).not.toContain('<iframe');
    expect(attr(/<a[^>]*>/.exec(video)?.[0] ?? '', 'href')).toBe(source.link_youtube);
    expect(video).toContain('vimeo.com');
  });

  it('shows no 3D view for a model without one', async () => {
    const source = demo().dataset.models.find((m) => !m.is_viewer3d)!;
    const data = await api<ModelPageDto>(`/api/models/${source.id}`);
    expect(data.model.viewer3d).toBeNull();
    const res = await page(modelPath(data.model.alias, data.model.id)).expect(200);
    expect(res.text).not.toContain('data-testid="model-viewer"');
  });

  it('gives the logged-in designer the files with format, software version, size and download links', async () => {
    const source = richModel();
    const path = modelPath((await api<ModelPageDto>(`/api/models/${source.id}`)).model.alias, source.id);
    const cookie = await logInCookies(app, 'designer', path);
    const data = await api<ModelPageDto>(`/api/models/${source.id}`, cookie);
    const res = await page(path, cookie).expect(200);
    expect(res.text).not.toContain('data-testid="download-login"');
    const files = element(res.text, 'model-files');
    expect(count(files, 'data-testid="model-file-download"')).toBe(data.model.files.length);
    for (const file of data.model.files) {
      expect(files).toContain(`>${file.ext.toUpperCase()}</span>`);
      expect(files).toContain(html(file.version));
      expect(files).toContain(`href="/download/${source.id}/${file.id}"`);
    }
    expect(files).toMatch(/\d(,\d)? (КБ|МБ|ГБ|байт)/);
  });
});

describe('addresses: 404 and the canonical alias', () => {
  it('answers an id the upstream answers 204 for with the 404 page and status 404', async () => {
    const res = await page('/model/some-model/999999999').expect(404);
    expect(res.text).toContain('Ой, похоже такой страницы не существует');
    expect(res.text).toContain('noindex');
  });

  it('answers malformed ids with 404, never 500', async () => {
    for (const path of ['/model/x/abc', '/model/x/0', '/model/x/-5', '/model/x/1e3', '/model/x/12.5', '/model/x/%E2%80%8B', `/model/x/${'9'.repeat(40)}`, '/model/x/%3Cscript%3E', '/en/model/x/abc']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('sends a wrong alias with the right id to the canonical address (301), keeping /en and the query', async () => {
    const source = richModel();
    const ru = await api<ModelPageDto>(`/api/models/${source.id}`);
    const en = await api<ModelPageDto>(`/api/models/${source.id}?lang=en`);
    const wrong = await request(app.server).get(`/model/not-the-alias/${source.id}?utm_source=qr`).expect(301);
    expect(wrong.headers.location).toBe(`${modelPath(ru.model.alias, source.id)}?utm_source=qr`);
    const english = await request(app.server).get(`/en/model/not-the-alias/${source.id}`).expect(301);
    expect(english.headers.location).toBe(modelPath(en.model.alias, source.id, 'en'));
  });
});

describe('structured data', () => {
  it('is valid JSON-LD: a Product with name, image, brand, description, category, url and sku, and a BreadcrumbList', async () => {
    const source = richModel();
    const { model, company } = await api<ModelPageDto>(`/api/models/${source.id}`);
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    // The Product block and the breadcrumbs' own BreadcrumbList block.
    const scripts = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    const items = scripts.flatMap((script) => [JSON.parse(script[1]!) as Record<string, unknown> | Array<Record<string, unknown>>].flat());
    const product = items.find((item) => item['@type'] === 'Product')!;
    const canonical = `${ORIGIN}${modelPath(model.alias, model.id)}`;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: model.name,
      url: canonical,
      sku: model.code,
      brand: { '@type': 'Brand', name: company!.name },
      category: `${model.classification.category!.label} > ${model.classification.type!.label} > ${model.classification.class!.label}`,
    });
    expect(product.description).toEqual(expect.stringContaining(model.name));
    expect(product.description).not.toMatch(/<\/?p>/);
    expect((product.image as string[]).length).toBe(model.images.length);
    for (const image of product.image as string[]) expect(image).toMatch(/^https:\/\/bim\.example\/uploads\/images\/models\//);
    const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item?: string }> };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4, 5]);
    expect(breadcrumbs.itemListElement[0]).toMatchObject({ name: 'Главная', item: `${ORIGIN}/` });
    expect(breadcrumbs.itemListElement[1]).toMatchObject({ name: 'Каталог', item: `${ORIGIN}/models` });
    expect(breadcrumbs.itemListElement[2]).toMatchObject({ name: model.classification.category!.label, item: `${ORIGIN}/models?categories=${model.classification.category!.value}` });
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ name: model.name, item: canonical });
  });

  it('escapes what could end the script element', async () => {
    const source = richModel();
    const { model } = await api<ModelPageDto>(`/api/models/${source.id}`);
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    // The category path joins with ' > ', which must arrive escaped.
    expect(script).toContain('\\u003e');
    expect(script).not.toMatch(/[<>]/);
  });
});

describe('analogues are never part of the page', () => {
  it('renders the whole page while get_analogue is delayed 10 s, without calling it', async () => {
    const source = richModel();
    const { model } = await api<ModelPageDto>(`/api/models/${source.id}`);
    demo().faults.set('/web2/model/get_analogue/*', { kind: 'delay', ms: 10_000 });
    demo().calls.reset();
    const started = performance.now();
    const res = await page(modelPath(model.alias, model.id)).expect(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.text.trimEnd()).toMatch(/<\/html>$/);
    expect(res.text).toContain('data-testid="model-analogues"');
    expect(res.text).toContain('data-testid="request-model"');
    expect(demo().calls.count('/web2/model/get_analogue')).toBe(0);
    // The page data over the API does not ask for them either.
    await api<ModelPageDto>(`/api/models/${source.id}?lang=en`);
    expect(demo().calls.count('/web2/model/get_analogue')).toBe(0);
  });

  it('loads them from their own endpoint: other manufacturers, and an error flag with an empty list on failure (spec §8)', async () => {
    const source = richModel();
    const ok = await api<AnaloguesDto>(`/api/models/${source.id}/analogues`);
    expect(ok.error).toBe(false);
    expect(ok.items.length).toBeGreaterThan(0);
    expect(ok.items.some((item) => item.id === source.id)).toBe(false);
    const other = demo().dataset.models.find((m) => m.id !== source.id && m.code_class === source.code_class && m.company_id === source.company_id);
    if (other) expect(ok.items.some((item) => item.id === other.id)).toBe(false);

    const failing = demo().dataset.models.find((m) => m.id !== source.id && m.is_viewer3d)!;
    demo().faults.set(`/web2/model/get_analogue/${failing.id}`, { kind: 'status', status: 500 });
    const failed = await request(app.server).get(`/api/models/${failing.id}/analogues`).expect(200);
    expect(failed.body).toEqual({ items: [], error: true });
    expect(failed.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/models/:id/qr.svg', () => {
  it('is an SVG QR code of the canonical page address on the public origin, cacheable for long', async () => {
    const source = richModel();
    const { model } = await api<ModelPageDto>(`/api/models/${source.id}`);
    const res = await request(app.server).get(`/api/models/${source.id}/qr.svg`).buffer(true).parse((response, done) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done(null, body));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(QR_CACHE_CONTROL);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const svg = res.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="240" height="240"/);
    // The same text gives the same code: the image encodes exactly the canonical address.
    expect(svg).toBe(await qrSvg(`${ORIGIN}${modelPath(model.alias, model.id)}`));
    expect(svg).not.toBe(await qrSvg(`${ORIGIN}${modelPath(model.alias, model.id, 'en')}`));
  });

  it('encodes the English address with ?lang=en, whatever the cookie says', async () => {
    const source = richModel();
    const { model } = await api<ModelPageDto>(`/api/models/${source.id}?lang=en`);
    const english = await request(app.server).get(`/api/models/${source.id}/qr.svg?lang=en`).expect(200);
    expect(english.body.toString('utf8')).toBe(await qrSvg(`${ORIGIN}${modelPath(model.alias, model.id, 'en')}`));
    const russian = await request(app.server).get(`/api/models/${source.id}/qr.svg`).set('cookie', 'lang=en').set('accept-language', 'en').expect(200);
    expect(russian.body.toString('utf8')).toContain('<svg');
    expect(russian.body.toString('utf8')).not.toBe(english.body.toString('utf8'));
  });

  it('is 404 for unknown and malformed ids, never 500', async () => {
    for (const id of ['999999999', 'abc', '0', '-1', '1.5', '%3Cb%3E', '9'.repeat(30)]) {
      const res = await request(app.server).get(`/api/models/${id}/qr.svg`);
      expect(res.status, id).toBe(404);
      expect(res.headers['cache-control'] ?? '', id).not.toMatch(/public/);
    }
  });
});

describe('the 3D preview (demo uploads host)', () => {
  it('is a public glTF named in the page data, shaped by the model and fetchable cross-origin', async () => {
    const source = richModel();
    const { model } = await api<ModelPageDto>(`/api/models/${source.id}`);
    expect(model.viewer3d).toEqual({ url: `/models/${source.id}/model.gltf`, format: 'gltf' });
    const res = await fetch(`${demo().urls.uploads}${model.viewer3d!.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('model/gltf+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const gltf = (await res.json()) as { asset: { version: string }; meshes: unknown[]; accessors: Array<{ min?: number[]; max?: number[] }>; buffers: Array<{ uri: string }> };
    expect(gltf.asset.version).toBe('2.0');
    expect(gltf.meshes.length).toBeGreaterThan(1);
    // The product's parts together span its width, height and depth, standing on the floor, centred.
    const extent = gltfExtent(gltf);
    expect(extent.max).toEqual([source.width! / 2000, source.height! / 1000, source.length! / 2000].map(Math.fround));
    expect(extent.min).toEqual([-source.width! / 2000, 0, -source.length! / 2000].map(Math.fround));
    expect(gltf.buffers[0]?.uri).toMatch(/^data:application\/octet-stream;base64,/);
    // Deterministic: the same file twice.
    expect(await (await fetch(`${demo().urls.uploads}${model.viewer3d!.url}`)).text()).toBe(JSON.stringify(gltf));
  });

  it('gives round products round parts spanning their diameter and height', async () => {
    const round = demo().dataset.models.find((m) => m.is_viewer3d && m.width === null && m.diametr !== null)!;
    const gltf = (await (await fetch(`${demo().urls.uploads}/models/${round.id}/model.gltf`)).json()) as { accessors: Array<{ count: number; min?: number[]; max?: number[] }> };
    expect(gltf.accessors.some((accessor) => accessor.max && accessor.count > 24 * 2)).toBe(true);
    const extent = gltfExtent(gltf);
    expect(extent.max[1]).toBe(Math.fround(round.height! / 1000));
    expect(extent.max[0]).toBeCloseTo(round.diametr! / 2000, 4);
    expect(extent.max[2]).toBeCloseTo(round.diametr! / 2000, 4);
  });
});
