import type { ReactElement } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import type { PluginsDto } from '#shared/api/dto.ts';
import { pluginTexts } from '#shared/i18n/texts/plugins.ts';
import { PageHead } from '../../app/shell/page-head.tsx';
import { JsonLd } from '../../app/shell/json-ld.tsx';
import { loadPageData } from '../../app/data/page-data.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import { PluginCard } from './plugin-card.tsx';
import { PLUGIN_PAGE_PRODUCTS, PLUGIN_PRODUCT_NAMES } from './plugin-products.ts';

registerTexts('plugins', pluginTexts);

export function loader(args: LoaderFunctionArgs): Promise<PluginsDto> {
  return loadPageData(args, (env) => env.api.getPlugins());
}

/** Spec §2 /plugins: every Published plugin with a plugin-page tariff, weight ascending (spec §5, §9). */
export function Component(): ReactElement {
  const { items } = useLoaderData() as PluginsDto;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const countOf = (product: string) => items.filter((plugin) => plugin.products.includes(product)).length;
  return (
    <>
      <PageHead title={t('pages.plugins.title')} description={t('pages.plugins.description')} />
      <JsonLd kind="webPage" input={{ kind: 'CollectionPage', name: t('pages.plugins.title'), description: t('pages.plugins.description'), items: items.map((plugin) => ({ name: plugin.title, url: localize(plugin.href) })) }} />
      <div className="container plugins-page" data-testid="plugins-page">
        <h1 className="page-title">{t('pages.plugins.title')}</h1>
        <p className="page-lead">{t('plugins.lead')}</p>
        <nav className="plugin-products" aria-label={t('plugins.byProduct')} data-testid="plugin-products">
          <ul>
            {PLUGIN_PAGE_PRODUCTS.map((product) => (
              <li key={product}>
                <Link to={localize(`/${product}`)} className="plugin-products__link">
                  <span className="plugin-products__name">{PLUGIN_PRODUCT_NAMES[product]}</span>
                  <span className="plugin-products__count">{t('plugins.productPlugins', { count: countOf(product) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 className="section-title">{t('plugins.allPlugins')}</h2>
        <ul className="card-grid card-grid--wide plugin-grid" data-testid="plugin-grid">
          {items.map((plugin) => {
            const product = plugin.products[0] as keyof typeof PLUGIN_PRODUCT_NAMES | undefined;
            return (
              <li key={plugin.id}>
                <PluginCard plugin={plugin} productLabel={product ? PLUGIN_PRODUCT_NAMES[product] : null} />
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
