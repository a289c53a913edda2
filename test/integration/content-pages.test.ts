// The content pages rendered by the production build on the demo upstream, and the
// support form's API: good, bad, failing and rate-limited submissions.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import type { CountersDto, PartnersDto } from '#shared/api/dto.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { MONTHLY_REACH_DESIGNERS, SUPPORT_RATE_LIMIT_MAX } from '#shared/constants.ts';
import { contentAboutTexts } from '#shared/i18n/texts/content-about.ts';
import { contentServicesTexts } from '#shared/i18n/texts/content-services.ts';
import { contentGispTexts } from '#shared/i18n/texts/content-gisp.ts';
import { contentPartnershipTexts } from '#shared/i18n/texts/content-partnership.ts';
import { groupOffers } from '#shared/domain/partner-offers.ts';
import { buildTestApp } from '#test/support/app.ts';

const BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  app.demoUpstream!.faults.clear();
});

const get = (path: string) => request(app.server).get(path).set('user-agent', BOT);
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const jsonLd = (text: string): Array<Record<string, unknown>> =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

describe('content pages render on the server with their content', () => {
  it('/about: reach, live counters, contacts, the support form and AboutPage JSON-LD with the Organization', async () => {
    const counters = (await request(app.server).get('/api/counters').expect(200)).body as CountersDto;
    const res = await get('/about').expect(200);
    expect(res.text).toContain(html(contentAboutTexts.ru.lead));
    expect(res.text).toContain(formatNumber('ru', MONTHLY_REACH_DESIGNERS));
    expect(res.text).toContain(formatNumber('ru', counters.model_count));
    expect(res.text).toContain('id="support"');
    expect(res.text).toContain('mailto:support@bim-library.ru');
    const org = jsonLd(res.text).find((data) => data['@type'] === 'AboutPage')?.mainEntity as Record<string, unknown> | undefined;
    expect(org?.['@type']).toBe('Organization');
    expect(org?.url).toBe('https://bim.example/');
    const en = await get('/en/about').expect(200);
    expect(en.text).toContain(html(contentAboutTexts.en.lead));
  });

  it.each([
    ['/services', contentServicesTexts.ru.items.development.title],
    ['/gisp', contentGispTexts.ru.whatTitle],
    ['/partnership', contentPartnershipTexts.ru.howTitle],
    ['/en/services', contentServicesTexts.en.items.banners.title],
    ['/en/gisp', contentGispTexts.en.stepsTitle],
    ['/en/partnership', contentPartnershipTexts.en.termsTitle],
  ])('%s has its content, canonical and hreflang', async (path, text) => {
    const res = await get(path).expect(200);
    expect(res.text).toContain(html(text));
    expect(res.text).toContain(`<link rel="canonical" href="https://bim.example${path}"/>`);
    expect(res.text).toContain('hrefLang="en"');
  });

  it('/partners: only published offers, with company, discount, promo code and a link', async () => {
    const data = (await request(app.server).get('/api/partners').expect(200)).body as PartnersDto;
    expect(data.items.length).toBeGreaterThan(0);
    const res = await get('/partners').expect(200);
    expect(res.text.split('data-testid="partner-offer"').length - 1).toBe(data.items.length);
    const withCode = data.items.find((offer) => offer.promoCode);
    expect(res.text).toContain(`>${withCode!.promoCode}</code>`);
    expect(res.text).toContain(html(withCode!.company.name));
    expect(res.text).toContain(html(withCode!.link));
  });

  it('/partners: grouped by kind with a heading and a count each, and chips that filter by address (issue 22)', async () => {
    const data = (await request(app.server).get('/api/partners').expect(200)).body as PartnersDto;
    const groups = groupOffers(data.items);
    expect(groups.length).toBeGreaterThan(1);
    const res = await get('/partners').expect(200);
    const count = (text: string, needle: string) => text.split(needle).length - 1;
    expect(count(res.text, 'data-testid="partners-group"')).toBe(groups.length);
    expect(res.text).toContain('data-testid="partners-filter"');
    for (const group of groups) expect(res.text).toContain(`href="/partners?kind=${group.kind}"`);
    // The first group in the address shows only its offers; an unknown kind shows them all.
    const first = groups[0]!;
    const filtered = await get(`/partners?kind=${first.kind}`).expect(200);
    expect(count(filtered.text, 'data-testid="partner-offer"')).toBe(first.offers.length);
    expect(count(filtered.text, 'data-testid="partners-group"')).toBe(1);
    expect(filtered.text).toContain('rel="canonical" href="https://bim.example/partners"');
    for (const odd of ['nonsense', '%00', 'x'.repeat(3000)]) {
      const all = await get(`/partners?kind=${odd}`).expect(200);
      expect(count(all.text, 'data-testid="partner-offer"')).toBe(data.items.length);
    }
  });

  it('/partners: the course showcase (spec §1) holds the offers that are courses, above the others and not repeated among them', async () => {
    const data = (await request(app.server).get('/api/partners').expect(200)).body as PartnersDto;
    expect(data.courses.length).toBeGreaterThan(0);
    expect(data.courses.every((offer) => /курс|обучени/i.test(offer.title))).toBe(true);
    expect(data.items.some((offer) => /курс|обучени/i.test(offer.title))).toBe(false);
    const ids = new Set(data.items.map((offer) => offer.id));
    expect(data.courses.some((offer) => ids.has(offer.id))).toBe(false);
    const res = await get('/partners').expect(200);
    const showcase = res.text.indexOf('data-testid="course-showcase"');
    expect(showcase).toBeGreaterThan(0);
    expect(showcase).toBeLessThan(res.text.indexOf('data-testid="partner-offer"'));
    expect(res.text.split('data-testid="course-offer"').length - 1).toBe(data.courses.length);
    expect(res.text).toContain('Курсы для проектировщиков');
    expect(res.text).toContain(html(data.courses[0]!.title));
    const english = (await request(app.server).get('/api/partners?lang=en').expect(200)).body as PartnersDto;
    expect(english.courses.map((offer) => offer.id)).toEqual(data.courses.map((offer) => offer.id));
    expect((await get('/en/partners').expect(200)).text).toContain('Courses for designers');
  });
});

describe('POST /api/support-tickets', () => {
  const good = { name: 'Анна', email: 'anna@bureau.ru', subject: 'Нет модели двери', content: 'Не могу найти модель противопожарной двери ДП-1.', page: '/about' };
  const post = (body: unknown) => request(app.server).post('/api/support-tickets').send(body as object);

  it('creates a ticket for a good submission, names each bad field, and turns an upstream failure into a clean 502', async () => {
    const ok = await post(good).expect(200);
    expect(ok.body.ticketId).toBeGreaterThan(0);

    const bad = await post({ name: '', email: 'not-an-email', subject: 'x', content: '' }).expect(400);
    expect(bad.body.error.fields).toEqual({ email: 'invalid', subject: 'too_short', content: 'required' });

    app.demoUpstream!.faults.set('/api/omnidesk/create_ticket', { kind: 'status', status: 500 });
    const failed = await post(good);
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('The support request could not be sent');
    app.demoUpstream!.faults.clear();

    // Past the per-client limit the route answers 429 (three requests were sent above).
    let last = 200;
    for (let i = 4; i <= SUPPORT_RATE_LIMIT_MAX; i += 1) last = (await post(good)).status;
    expect(last).toBe(200);
    const limited = await post(good);
    expect(limited.status).toBe(429);
  });
});

describe('/product/{id}, /statistic_email and /unsubscribe', () => {
  it('/product/{id} lists the producer’s products, and an unknown or malformed id is the 404 page', async () => {
    const partners = (await request(app.server).get('/api/partners').expect(200)).body as PartnersDto;
    const companyId = partners.items[0]!.company.id;
    const res = await get(`/product/${companyId}`).expect(200);
    expect(res.text).toContain('data-testid="producer-products"');
    expect(res.text).toContain(html(partners.items[0]!.company.name));
    expect((await get('/product/999999999')).status).toBe(404);
    expect((await get('/product/abc')).status).toBe(404);
  });

  it('/statistic_email explains the report and links to it on the account host', async () => {
    const res = await get('/statistic_email').expect(200);
    expect(res.text).toMatch(/href="[^"]*\/statistic\/company\/email\/"/);
  });

  it('/unsubscribe prefills a valid address from the mailing link only', async () => {
    const res = await get('/unsubscribe?email=anna%40bureau.ru&token=abc').expect(200);
    expect(res.text).toContain('value="anna@bureau.ru"');
    const bad = await get('/unsubscribe?email=%3Cscript%3E').expect(200);
    expect(bad.text).not.toContain('&lt;script&gt;');
  });

  it('POST /api/unsubscribe: good, bad and failing submissions', async () => {
    const ok = await request(app.server).post('/api/unsubscribe').send({ email: ' anna@bureau.ru ', reason: 'too_often', token: 'abc' }).expect(200);
    expect(ok.body).toEqual({ email: 'anna@bureau.ru' });
    const stored = await fetch(`${app.demoUpstream!.urls.webhook}/unsubscribe?email=anna%40bureau.ru`).then((r) => r.json() as Promise<{ items: Array<{ data: Record<string, unknown> }> }>);
    expect(stored.items.at(-1)?.data).toMatchObject({ email: 'anna@bureau.ru', reason: 'too_often', token: 'abc', lang: 'ru' });
    const bad = await request(app.server).post('/api/unsubscribe').send({ email: 'nope', reason: 'because' }).expect(400);
    expect(bad.body.error.fields).toEqual({ email: 'invalid', reason: 'invalid' });
    app.demoUpstream!.faults.set('/webhook/unsubscribe', { kind: 'status', status: 500 });
    const failed = await request(app.server).post('/api/unsubscribe').send({ email: 'anna@bureau.ru' });
    expect(failed.status).toBe(502);
  });
});
