import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { chooseLanguage, type Language } from '#shared/domain/language.ts';
import { languageInputs } from '#shared/domain/page-language.ts';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '#shared/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** ru or en, chosen by spec §4's order: lang query, /en/ path, cookie, Accept-Language. */
    lang: Language;
    /**
     * The language a path outside /en/ gets for this visitor (query, cookie, header): their
     * preference, which the document carries so the browser decides client navigations alike.
     */
    neutralLang: Language;
    /**
     * The User-Agent names a crawler (isbot). Its pattern is long: it is matched once per
     * request, on first read, and only if something asks (issue 25: busy answers never do).
     */
    readonly isCrawler: boolean;
  }
}

const CRAWLER = Symbol('request names a crawler');
type WithCrawler = FastifyRequest & { [CRAWLER]: boolean | null };

/** The one place a request's language is decided, by the shared rule (shared/domain/language.ts). */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'ru');
    app.decorateRequest('neutralLang', 'ru');
    app.decorateRequest(CRAWLER, null);
    app.decorateRequest('isCrawler', {
      getter(this: FastifyRequest) {
        const request = this as WithCrawler;
        request[CRAWLER] ??= isbot(request.headers['user-agent'] ?? '');
        return request[CRAWLER];
      },
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw.url ?? '/';
      const pathname = raw.split('?', 1)[0] ?? '/';
      const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
      // A page is in its URL's language for crawlers (docs/decisions/0010); the API answers anyone in the language asked for.
      const inputs = languageInputs({
        query: typeof query === 'string' ? query : null,
        cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
        isBot: !/^\/api(\/|$)/.test(pathname) && request.isCrawler,
      });
      request.lang = chooseLanguage({ ...inputs, pathname });
      request.neutralLang = chooseLanguage({ ...inputs, pathname: '/' });
      done();
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
