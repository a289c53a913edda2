// The manufacturer list and the manufacturer page (issue 10; spec §2, §4, §5, §6, §8, §9)
// rendered by the production build on the demo upstream, and the partnership request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { ManufacturerPageDto, ManufacturersDto } from '#shared/api/dto.ts';
import { MANUFACTURERS_PAGE_SIZE, PARTNERSHIP_RATE_LIMIT_MAX, PLUGIN_LOGO_SIZE } from '#shared/constants.ts';
import { EXCLUDED_MANUFACTURER_IDS } from '#server/demo-upstream/dataset/index.ts';
import { buildTestApp } from '#test/support/app.ts';

const ORIGIN = 'https://bim.example';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

let app: FastifyInstance;
let fresh = 0;
let ip = 0;

beforeAll(async () => {
  // The rate-limit test names its client with X-Forwarded-For, which only a trusted proxy may set.
  app = await buildTestApp({ PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const demo = () => app.demoUpstream!;
/** Crawlers get the whole document at once; a fresh key passes the anonymous page micro-cache. */
const page = (path: string) => request(app.server).get(`${path}${path.includes('?') ? '&' : '?'}utm_fresh=${++fresh}`).set('user-agent', BOT);
const api = <T>(path: string) => request(app.server).get(path).expect(200).then((res) => res.body as T);
const rows = (html: string) => html.split('data-testid="manufacturer-row"').length - 1;
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';

/** A company that offers every tab and has data for each (found in the generated dataset). */
function richCompany() {
  const company = demo().dataset.companies.find(
    (c) => c.tariff_plan.features.allowPlugin && c.tariff_plan.features.allowVideo && c.tariff_plan.features.allowAffiliateProgram && c.partnership_status === 'PUBLISHED' && c.videos.length > 0 && c.plugins.length > 0 && c.articles.length > 0,
  );
  if (!company) throw new Error('the demo dataset has no company with every tab');
  return company;
}

function plainCompany() {
  const company = demo().dataset.companies.find((c) => !c.tariff_plan.features.allowPlugin && !c.tariff_plan.features.allowVideo && !c.tariff_plan.features.allowAffiliateProgram);
  if (!company) throw new Error('the demo dataset has no company without paid tabs');
  return company;
}

describe('/manufacturers', () => {
  it('spec §5/§9: the excluded companies go before paging: every page but the last holds 30, the total counts only those shown', async () => {
    const first = await api<ManufacturersDto>('/api/manufacturers');
    const all = demo().dataset.companies.length;
    expect(first.total).toBe(all - EXCLUDED_MANUFACTURER_IDS.length);
    const seen: number[] = [];
    for (let n = 1; n <= first.totalPages; n++) {
      const list = await api<ManufacturersDto>(`/api/manufacturers?page=${n}`);
      expect(list.items.length).toBe(n < first.totalPages ? MANUFACTURERS_PAGE_SIZE : first.total - MANUFACTURERS_PAGE_SIZE * (first.totalPages - 1));
      seen.push(...list.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    for (const id of EXCLUDED_MANUFACTURER_IDS) expect(seen).not.toContain(id);
  });

  it('renders 30 entries with logo, VIP mark, counters and regions, real pagination links and its head', async () => {
    const res = await page('/manufacturers').expect(200);
    expect(rows(res.text)).toBe(30);
    expect(res.text).toContain('data-testid="vip-mark"');
    expect(res.text).toContain('manufacturer-row__counters');
    expect(res.text).toMatch(/href="\/manufacturers\?page=2"/);
    expect(title(res.text)).toContain('Производители');
    expect(canonical(res.text)).toBe(`${ORIGIN}/manufacturers`);
    const second = await page('/manufacturers?page=2').expect(200);
    expect(canonical(second.text)).toBe(`${ORIGIN}/manufacturers?page=2`);
    expect(title(second.text)).not.toBe(title(res.text));
  });

  it('spec §6: the VIP mark follows the plan ids with the logo on', async () => {
    const list = await api<ManufacturersDto>('/api/manufacturers');
    const vipPlans = demo().ruleIds.vipTariffPlanIds.map(String);
    for (const item of list.items) {
      const company = demo().dataset.companyById.get(item.id)!;
      expect(item.vip).toBe(vipPlans.includes(String(company.tariff_plan.id)) && company.tariff_plan.features.libraryDisplayLogo);
    }
  });

  it('search, the category → type cascade and sort by registration date, each a GET address', async () => {
    const company = demo().dataset.companies.find((c) => !EXCLUDED_MANUFACTURER_IDS.includes(c.id as never))!;
    const found = await page(`/manufacturers?search=${encodeURIComponent(company.name_short)}`).expect(200);
    expect(found.text).toContain(company.name_short);
    const category = company.categories[0]!;
    const filtered = await api<ManufacturersDto>(`/api/manufacturers?category=${category}`);
    expect(filtered.facets.types.length).toBeGreaterThan(0);
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const item of filtered.items) expect(demo().dataset.companyById.get(item.id)?.categories).toContain(category);
    const type = filtered.facets.types[0]!.value;
    const narrowed = await api<ManufacturersDto>(`/api/manufacturers?category=${category}&type=${type}`);
    for (const item of narrowed.items) expect(demo().dataset.companyById.get(item.id)?.types.map(String)).toContain(type);
    // A type without its category means nothing: the cascade drops it.
    expect((await api<ManufacturersDto>(`/api/manufacturers?type=${type}`)).total).toBe((await api<ManufacturersDto>('/api/manufacturers')).total);
    const byDate = await api<ManufacturersDto>('/api/manufacturers?sort=created_at');
    const dates = byDate.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers 'Ничего не найдено' / 'Nothing found' with noindex when nothing matches", async () => {
    const ru = await page('/manufacturers?search=zzqqxx-nothing').expect(200);
    expect(ru.text).toContain('Ничего не найдено');
    expect(ru.text).toMatch(/<meta name="robots" content="noindex/);
    const en = await page('/en/manufacturers?search=zzqqxx-nothing').expect(200);
    expect(en.text).toContain('Nothing found');
  });

  it('a form sent without script (empty keys, defaults) answers 301 to the canonical address; bad input never 500s', async () => {
    const res = await request(app.server).get('/manufacturers?search=&sort=sort_by_models&category=&page=1').expect(301);
    expect(res.headers.location).toBe('/manufacturers');
    const typed = await request(app.server).get('/manufacturers?search=abc&sort=created_at&category=').expect(301);
    expect(typed.headers.location).toBe('/manufacturers?search=abc&sort=created_at');
    // A page past the last is no page (issue 23): the 404 page, not an empty list.
    await page('/manufacturers?page=50').expect(404);
    await request(app.server).get('/manufacturers?page=-1&sort=%00&category=%3Cscript%3E').expect(301);
  });

  it('spec §8: a failing company search is an empty list, not an error', async () => {
    demo().faults.set('/web2/company_search_elastic', { kind: 'status', status: 500 });
    const res = await page('/manufacturers?search=fault-case').expect(200);
    expect(res.text).toContain('Ничего не найдено');
  });
});

describe('/manufacturer/{alias}/{id}', () => {
  it('renders every tab on the server with its data, its own title and canonical', async () => {
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    expect(data.tabs).toEqual(['products', 'publications', 'plugins', 'videos', 'about', 'partnership']);
    const base = `/manufacturer/${data.company.alias}/${company.id}`;
    const titles = new Set<string>();
    const expectations: Record<string, (html: string) => void> = {
      products: (html) => expect(html).toContain('data-testid="products-grid"'),
      publications: (html) => expect(html).toContain(data.articles[0]!.title.replace(/"/g, '&quot;').slice(0, 20)),
      plugins: (html) => expect(html).toContain(`id="plugin-${data.plugins[0]!.id}"`),
      // A poster per video, each once; the player loads when one is pressed.
      videos: (html) => {
        const posters = html.split('data-testid="video-poster"').length - 1;
        const links = data.videos.filter((video) => video.video).length;
        expect(posters).toBe(links + (data.company.video && !data.videos.some((video) => video.video?.id === data.company.video!.id) ? 1 : 0));
        expect(html).not.toContain('<iframe');
        expect(html).toMatch(/Смотреть на (YouTube|RuTube|VK)/);
      },
      about: (html) => expect(html).toContain('data-testid="manufacturer-description"'),
      partnership: (html) => expect(html).toContain('data-testid="manufacturer-partnership"'),
    };
    for (const tab of data.tabs) {
      const res = await page(tab === 'products' ? base : `${base}?tab=${tab}`).expect(200);
      expect(res.text).toContain(`data-tab="${tab}"`);
      expectations[tab]!(res.text);
      expect(canonical(res.text)).toBe(tab === 'products' ? `${ORIGIN}${base}` : `${ORIGIN}${base}?tab=${tab}`);
      titles.add(title(res.text));
      expect(res.text).toContain('data-testid="manufacturer-header"');
      expect(res.text).toContain('data-testid="breadcrumbs"');
    }
    expect(titles.size).toBe(data.tabs.length);
  });

  it('spec §7: the plugins tab asks for every plugin logo at the plugin logo size (100)', async () => {
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    const withLogo = data.plugins.filter((plugin) => plugin.logo);
    expect(withLogo.length).toBeGreaterThan(0);
    const res = await page(`/manufacturer/${data.company.alias}/${company.id}?tab=plugins`).expect(200);
    const list = res.text.slice(res.text.indexOf('data-testid="manufacturer-plugins"'));
    const sizes = [...list.matchAll(/<img[^>]+src="[^"]*[?&](?:amp;)?size=(\d+x\d+)"/g)].map((match) => match[1]);
    expect(sizes).toHaveLength(withLogo.length);
    expect(new Set(sizes)).toEqual(new Set([`${PLUGIN_LOGO_SIZE}x${PLUGIN_LOGO_SIZE}`]));
  });

  it('head: hreflang, Open Graph with the logo, JSON-LD Organization and BreadcrumbList', async () => {
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    const res = await page(`/manufacturer/${data.company.alias}/${company.id}?tab=about`).expect(200);
    expect(res.text).toMatch(/<link rel="alternate" href="[^"]+" hrefLang="en"|hreflang="en"/i);
    expect(res.text).toMatch(/<meta property="og:image" content="[^"]*images\/companies\//);
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]!)].flat()) as Array<Record<string, unknown>>;
    const org = ld.find((item) => item['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: data.company.fullName, telephone: data.company.phone, email: data.company.email, sameAs: [data.company.siteUrl] });
    expect(String(org.logo)).toMatch(/^https?:\/\//);
    expect(ld.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    expect(data.company.phone).toMatch(/^\+\d{1,3} \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  });

  it('an unknown or malformed id is the 404 page with status 404; a wrong alias is a 301 to the right one', async () => {
    const missing = await page('/manufacturer/nonexistent/424242').expect(404);
    expect(missing.text).toContain('noindex');
    await page('/manufacturer/x/abc').expect(404);
    await page('/manufacturer/x/0').expect(404);
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    const moved = await request(app.server).get(`/manufacturer/wrong-alias/${company.id}?tab=about`).expect(301);
    expect(moved.headers.location).toBe(`/manufacturer/${data.company.alias}/${company.id}?tab=about`);
    const en = await request(app.server).get(`/en/manufacturer/wrong-alias/${company.id}`).expect(301);
    expect(en.headers.location).toBe(`/en/manufacturer/${data.company.alias}/${company.id}`);
  });

  it('a tab the tariff hides is not offered and its URL answers 301 to the products tab', async () => {
    const company = plainCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    expect(data.tabs).toEqual(data.articles.length > 0 ? ['products', 'publications', 'about'] : ['products', 'about']);
    const base = `/manufacturer/${data.company.alias}/${company.id}`;
    for (const tab of ['plugins', 'videos', 'partnership', 'unknown', 'products']) {
      const res = await request(app.server).get(`${base}?tab=${tab}`).expect(301);
      expect(res.headers.location).toBe(base);
    }
    const products = await page(base).expect(200);
    expect(products.text).not.toContain('data-tab="plugins"');
    expect(products.text).toContain('data-tab="about"');
  });

  it('decision 0032: a tab with nothing in it is not offered, its URL answers 301 to the products tab, and no link leads to it', async () => {
    const f = (c: ReturnType<typeof demo>['dataset']['companies'][number]) => c.tariff_plan.features;
    const candidates = demo().dataset.companies.filter((c) => f(c).allowPlugin && f(c).allowVideo && c.plugins.length === 0 && c.videos.length === 0 && !c.link_video);
    let checked = 0;
    for (const company of candidates.slice(0, 3)) {
      const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
      expect(data.plugins).toEqual([]);
      expect(data.videos).toEqual([]);
      expect(data.company.video).toBeNull();
      expect(data.tabs).not.toContain('plugins');
      expect(data.tabs).not.toContain('videos');
      expect(data.tabs.includes('publications')).toBe(data.articles.length > 0);
      const base = `/manufacturer/${data.company.alias}/${company.id}`;
      const empty = ['plugins', 'videos', ...(data.articles.length === 0 ? ['publications'] : [])];
      for (const tab of empty) {
        const res = await request(app.server).get(`${base}?tab=${tab}`).expect(301);
        expect(res.headers.location).toBe(base);
        expect(res.headers['cache-control']).toMatch(/max-age=0/);
      }
      const html = (await page(base).expect(200)).text;
      for (const tab of empty) expect(html).not.toContain(`?tab=${tab}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a tab page describes what it holds: its count and first titles, not a line every company shares', async () => {
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    const base = `/manufacturer/${data.company.alias}/${company.id}`;
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const publications = description((await page(`${base}?tab=publications`).expect(200)).text);
    expect(publications).toContain(String(data.articles.length));
    expect(publications).toContain(data.articles[0]!.title.replace(/"/g, '&quot;').slice(0, 15));
    const plugins = description((await page(`${base}?tab=plugins`).expect(200)).text);
    expect(plugins).toContain(data.plugins[0]!.title.replace(/"/g, '&quot;').slice(0, 15));
    expect(plugins.length).toBeLessThan(200);
  });

  it('issue 22: no section chip or about-tab row with 0 models; no regions means no regions row', async () => {
    const withZero = demo().dataset.companies.filter((c) => c.sections.some((s) => s.models_count === 0) && c.sections.some((s) => s.models_count > 0)).slice(0, 3);
    expect(withZero.length).toBeGreaterThan(0);
    for (const company of withZero) {
      const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
      expect(data.sections.every((section) => section.models > 0)).toBe(true);
      expect(data.productOptions.sections.every((section) => section.count !== 0)).toBe(true);
      const zeroNames = company.sections.filter((s) => s.models_count === 0).map((s) => s.name);
      const html = (await page(`/manufacturer/${data.company.alias}/${company.id}`).expect(200)).text;
      const chips = html.slice(html.indexOf('data-testid="manufacturer-sections"'), html.indexOf('data-testid="products-filter"'));
      expect(chips).not.toMatch(/chip__count">0</);
      for (const name of zeroNames) expect(data.productOptions.sections.map((s) => s.label)).not.toContain(name);
    }
    const noRegions = demo().dataset.companies.find((c) => c.regions.length === 0 && !EXCLUDED_MANUFACTURER_IDS.includes(c.id as never))!;
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${noRegions.id}`);
    const about = (await page(`/manufacturer/${data.company.alias}/${noRegions.id}?tab=about`).expect(200)).text;
    expect(about).not.toContain('Регионы не указаны');
    expect(about).not.toContain('>Регионы<');
    expect(about).not.toContain('manufacturer-about__none');
  });

  it('products: the catalogue filter scoped by the company, sections in their positions, pagination', async () => {
    const company = richCompany();
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}?sort=new`);
    expect(data.products.filter.sort).toBe('new');
    expect(data.products.models.every((model) => model.companyId === company.id)).toBe(true);
    expect(data.productOptions.sections.map((s) => s.label)).toEqual(data.sections.map((s) => s.name));
    await request(app.server).get(`/api/manufacturers/${company.id}?bogus=1`).expect(400);
    const redirected = await request(app.server).get(`/manufacturer/${data.company.alias}/${company.id}?sort=popular`).expect(301);
    expect(redirected.headers.location).toBe(`/manufacturer/${data.company.alias}/${company.id}`);
  });

  it('spec §8: failing sections and regions give empty lists, the page still renders', async () => {
    // An excluded company: never listed, so nothing of it is cached yet.
    const company = demo().dataset.companies.find((c) => EXCLUDED_MANUFACTURER_IDS.includes(c.id as never) && c.sections.length > 0 && c.regions.length > 0)!;
    demo().faults.set(`/web2/company/${company.id}/sections`, { kind: 'status', status: 500 });
    demo().faults.set(`/web2/company/${company.id}/regions`, { kind: 'reset' });
    const data = await api<ManufacturerPageDto>(`/api/manufacturers/${company.id}`);
    expect(data.sections).toEqual([]);
    expect(data.regions).toEqual([]);
    await page(`/manufacturer/${data.company.alias}/${company.id}?tab=about`).expect(200);
  });

  it('links in: catalogue cards name the manufacturer with a link to its page', async () => {
    const res = await page('/models').expect(200);
    expect(res.text).toMatch(/data-testid="model-card-company"|href="\/manufacturer\/[a-z0-9-]+\/\d+"/);
  });
});

describe('partnership request', () => {
  const send = (id: number, body: unknown, from = `10.9.0.${++ip}`) =>
    request(app.server).post(`/api/manufacturers/${id}/partnership`).set('x-forwarded-for', from).set('content-type', 'application/json').send(JSON.stringify(body));
  const valid = { name: 'Иван', email: 'ivan@example.com', phone: '8 916 123 45 67', message: 'Хотим стать дилером в Казани', consent: true };

  it('sends a valid request through the webhook host', async () => {
    const company = richCompany();
    const res = await send(company.id, valid).expect(200);
    expect(res.body.id).toEqual(expect.any(Number));
    const stored = await fetch(`${demo().urls.webhook}/partnership?company_id=${company.id}`).then((r) => r.json() as Promise<{ items: Array<{ data: Record<string, unknown> }> }>);
    expect(stored.items.at(-1)?.data).toMatchObject({ company_id: company.id, email: 'ivan@example.com', phone: '+7 (916) 123-45-67', message: valid.message });
  });

  it('names each invalid field (400), refuses a company without a published programme (404)', async () => {
    const company = richCompany();
    const bad = await send(company.id, { name: '', email: 'not-an-email', message: 'short', consent: false }).expect(400);
    expect(bad.body.error.fields).toEqual({ name: 'required', email: 'invalid', message: 'too_short', consent: 'required' });
    await send(plainCompany().id, valid).expect(404);
    await send(424242, valid).expect(404);
  });

  it('spec §8: a webhook failure is logged only; the request is kept (a help-desk ticket) and confirmed', async () => {
    const company = richCompany();
    for (const fault of [{ kind: 'status', status: 500 }, { kind: 'reset' }, { kind: 'malformed' }] as const) {
      demo().calls.reset();
      demo().faults.set('/webhook/partnership', fault);
      const res = await send(company.id, valid).expect(200);
      expect(res.body.id, fault.kind).toBeGreaterThan(0);
      expect(demo().calls.count('/api/omnidesk/create_ticket'), fault.kind).toBe(1);
    }
  });

  it('spec §8: when the help desk fails too, the visitor still gets the confirmation (the request is in the error log)', async () => {
    demo().faults.set('/webhook/partnership', { kind: 'status', status: 503 });
    demo().faults.set('/api/omnidesk/create_ticket', { kind: 'status', status: 500 });
    const res = await send(richCompany().id, valid).expect(200);
    expect(res.body).toEqual({ id: 0 });
  });

  it('is rate limited per client', async () => {
    const from = '10.9.9.9';
    const company = richCompany();
    for (let n = 0; n < PARTNERSHIP_RATE_LIMIT_MAX; n++) await send(company.id, valid, from).expect(200);
    const limited = await send(company.id, valid, from).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
