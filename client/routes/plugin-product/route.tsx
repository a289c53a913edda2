import type { ReactElement } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { PluginPageDto, RssDto } from '#shared/api/dto.ts';
import { PLUGIN_LOGO_SIZE } from '#shared/constants.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { ATOM_MEDIA_TYPE, CAD_NEWS_NAMES, CAD_NEWS_PRODUCTS, cadNewsFeedPath, type CadNewsProduct } from '#shared/domain/feeds.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { pluginTexts } from '#shared/i18n/texts/plugins.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loadPageData, notFound } from '../../app/data/page-data.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { usePublicOrigin, useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { PLUGIN_PRODUCT_NAMES, pluginProductOf } from '../plugins/plugin-products.ts';
import { PluginEntry } from './plugin-entry.tsx';

registerTexts('plugins', pluginTexts);

const hasRss = (product: string): product is CadNewsProduct => (CAD_NEWS_PRODUCTS as readonly string[]).includes(product);

export interface PluginProductPageData {
  plugins: PluginPageDto;
  /** Renga and Archicad only; the feed's own failure is its error text (spec §8). */
  news: RssDto | null;
}

/** The six plugin pages share this module; the path names the product. */
export function loader(args: LoaderFunctionArgs): Promise<PluginProductPageData> {
  const product = pluginProductOf(new URL(args.request.url).pathname) ?? notFound();
  return loadPageData(args, async (env) => {
    const [plugins, news] = await Promise.all([env.api.getPluginPage(product), hasRss(product) ? env.api.getRss(product) : Promise.resolve(null)]);
    return { plugins, news };
  });
}

function News({ news }: { news: RssDto }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className="plugin-news" aria-labelledby="plugin-news-title" data-testid="plugin-news">
      <h2 id="plugin-news-title" className="section-title">
        {t('plugins.news')}
      </h2>
      {news.error !== null ? (
        <p className="plugin-news__error" role="status" data-testid="plugin-news-error">
          {t('plugins.newsError')}
        </p>
      ) : news.items.length === 0 ? (
        <p className="muted">{t('plugins.newsEmpty')}</p>
      ) : (
        <ol className="plugin-news__list">
          {news.items.map((item) => {
            const date = formatDate(lang, item.pubDate ? new Date(Date.parse(item.pubDate)).toISOString() : '');
            return (
              <li key={item.guid || item.link || item.title} className="plugin-news__item" data-testid="plugin-news-item">
                {date ? <time dateTime={new Date(Date.parse(item.pubDate)).toISOString()}>{date}</time> : null}
                {/* Feed text is plain text (server/services/rss-feed.ts), never HTML. */}
                <h3 className="plugin-news__title">
                  {item.link ? (
                    <a href={item.link} rel="noopener nofollow" target="_blank">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.description ? <p className="plugin-news__text">{item.description}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Spec §2 plugin pages: that CAD's plugins, each with its release facts, download button, changes and instructions; news for Renga and Archicad. */
export function Component(): ReactElement {
  const { plugins, news } = useLoaderData() as PluginProductPageData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const lang = useLanguage();
  const origin = usePublicOrigin();
  const src = useUploadsSrc();
  const product = plugins.product;
  const title = t(`pages.${product}.title`);
  const crumbs = [{ label: t('pages.plugins.title'), href: localize('/plugins') }, { label: PLUGIN_PRODUCT_NAMES[product] }];
  return (
    <>
      <PageHead title={title} description={t(`pages.${product}.description`)} />
      {plugins.items.length > 0 ? (
        <JsonLd
          kind="softwareApplications"
          input={plugins.items.map((plugin) => ({
            name: plugin.title,
            url: `${localize(`/${product}`)}#plugin-${plugin.id}`,
            description: plugin.summary,
            image: sizedImage(src(plugin.logo), PLUGIN_LOGO_SIZE),
            author: plugin.company,
            requires: PLUGIN_PRODUCT_NAMES[product],
          }))}
        />
      ) : null}
      {news && hasRss(product) ? (
        // Feed readers find the product's news feed here (React hoists the link into the head).
        <link rel="alternate" type={ATOM_MEDIA_TYPE} title={`${t('plugins.news')} ${CAD_NEWS_NAMES[product]} — ${t('site.name')}`} href={origin + cadNewsFeedPath(product, lang)} />
      ) : null}
      <div className="container plugin-page" data-testid="plugin-page" data-product={product}>
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{t(`pages.${product}.description`)}</p>
        <div className={news ? 'plugin-page__layout plugin-page__layout--news' : 'plugin-page__layout'}>
          <div className="plugin-page__main">
            {plugins.items.length === 0 ? <p className="muted">{t('plugins.empty')}</p> : null}
            {plugins.items.map((plugin) => (
              <PluginEntry key={plugin.id} plugin={plugin} productName={PLUGIN_PRODUCT_NAMES[product]} src={src} />
            ))}
          </div>
          {news ? <News news={news} /> : null}
        </div>
      </div>
    </>
  );
}
