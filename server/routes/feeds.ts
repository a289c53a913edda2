// Atom feeds (issue 23 §3): the reading room (/articles/feed.xml) and the two CAD
// news feeds of spec §7 (/renga/feed.xml, /archicad/feed.xml), each in both
// languages (/en/...). Public and the same for everyone: built from the same cached
// answers the pages use, with an ETag so a feed reader's poll is a 304.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ArticleCardDto, RssDto, RssProduct } from '#shared/api/dto.ts';
import type { Language } from '#shared/domain/language.ts';
import { localisePath } from '#shared/domain/language.ts';
import { ru } from '#shared/i18n/locales/ru.ts';
import { en } from '#shared/i18n/locales/en.ts';
import { pluginTexts } from '#shared/i18n/texts/plugins.ts';
import { readingRoomFeedPath, cadNewsFeedPath, CAD_NEWS_PRODUCTS, CAD_NEWS_NAMES } from '#shared/domain/feeds.ts';
import { matchesEtag } from '#server/render/page-cache.ts';
import { atomDocument, type AtomEntry } from '#server/feeds/atom.ts';

export interface FeedRoutesOptions {
  /** The front host: every address in a feed is absolute. */
  publicOrigin: string;
}

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
/** Feed readers poll; a few minutes old is fresh enough, and the ETag makes a repeat cheap. */
const FEED_CACHE_CONTROL = 'public, max-age=300';
/** A feed whose source failed asks readers to come back later rather than see it emptied. */
const RETRY_AFTER_S = 600;
const TEXTS = { ru, en } as const;

function date(value: string): Date | null {
  const at = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at);
}

function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Sends a feed document with its ETag; a matching If-None-Match is a 304. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${digest(body).slice(0, 27)}"`;
  void reply.header('etag', etag).header('cache-control', FEED_CACHE_CONTROL).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(ATOM_TYPE).send(body);
}

export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (app, options) => {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const site = (lang: Language) => ({ name: TEXTS[lang].site.name, uri: `${origin}${localisePath('/', lang)}` });
  /** The port for one feed request, in the language of the feed's own address (never a cookie's or a query's). */
  const portFor = (request: FastifyRequest, lang: Language) => request.apiIn(lang);

  for (const lang of ['ru', 'en'] as const) {
    // The reading room: its newest articles, the ones its first page shows (spec §2, §9).
    app.get(readingRoomFeedPath(lang), async (request, reply) => {
      const list = await portFor(request, lang).getArticles({ search: '', sort: 'date', page: 1 });
      const cards: ArticleCardDto[] = [...list.fresh, ...list.items.filter((card) => !list.fresh.some((fresh) => fresh.id === card.id))];
      const entries = cards.map((card): AtomEntry => {
        const link = `${origin}${localisePath(card.href, lang)}`;
        const published = date(card.publishedAt);
        return {
          id: link,
          title: card.title || link,
          link,
          updated: published ?? new Date(0),
          ...(published ? { published } : {}),
          ...(card.summary ? { summary: card.summary } : {}),
          author: card.companyName ?? TEXTS[lang].site.name,
        };
      });
      return sendFeed(
        request,
        reply,
        atomDocument({
          self: `${origin}${readingRoomFeedPath(lang)}`,
          alternate: `${origin}${localisePath('/articles', lang)}`,
          title: `${TEXTS[lang].pages.articles.title} — ${TEXTS[lang].site.name}`,
          subtitle: TEXTS[lang].pages.articles.description,
          lang,
          author: site(lang),
          entries,
          fallbackUpdated: new Date(0),
        }),
      );
    });

    // Spec §7 GetRssRenga / GetRssArchicad as real feeds, newest first (spec §9).
    for (const product of CAD_NEWS_PRODUCTS) {
      app.get(cadNewsFeedPath(product, lang), async (request, reply) => {
        const news: RssDto = await portFor(request, lang).getRss(product as RssProduct);
        if (news.error !== null) {
          // Spec §8 'RSS status_code not 200': the page says 'Something went wrong'; a reader is told to come back.
          return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(news.error);
        }
        const page = `${origin}${localisePath(`/${product}`, lang)}`;
        const dated = news.items.map((item) => date(item.pubDate));
        const newestKnown = dated.reduce<Date | null>((latest, at) => (at && (!latest || at > latest) ? at : latest), null);
        const entries = news.items.map((item, index): AtomEntry => {
          const link = isWebAddress(item.link) ? item.link : page;
          const key = item.guid || item.link || `${item.title}\n${item.pubDate}`;
          const published = dated[index] ?? null;
          return {
            id: isWebAddress(item.guid) ? item.guid : isWebAddress(item.link) && !item.guid ? item.link : `${page}#news-${digest(key).slice(0, 16)}`,
            title: item.title || link,
            link,
            // An undated item is as new as the newest dated one: Atom requires a date, and none is made up beyond that.
            updated: published ?? newestKnown ?? new Date(0),
            ...(published ? { published } : {}),
            ...(item.description ? { summary: item.description } : {}),
          };
        });
        return sendFeed(
          request,
          reply,
          atomDocument({
            self: `${origin}${cadNewsFeedPath(product, lang)}`,
            alternate: page,
            title: `${pluginTexts[lang].news} ${CAD_NEWS_NAMES[product]} — ${TEXTS[lang].site.name}`,
            lang,
            author: site(lang),
            entries,
            fallbackUpdated: new Date(0),
          }),
        );
      });
    }
  }
};
