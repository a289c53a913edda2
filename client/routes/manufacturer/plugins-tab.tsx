import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { PLUGIN_PRODUCTS, type PluginProductName } from '#shared/domain/plugins.ts';
import { useLocalizedPath } from '../../app/i18n/use-language.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';
import { articlePath, sizedImage } from '#shared/domain/links.ts';
import { useUploadsSrc } from '../../components/uploads-src.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';

function isPluginProduct(value: string): value is PluginProductName {
  return (PLUGIN_PRODUCTS as readonly string[]).includes(value);
}

/** Spec §5/§9: plugin logos are asked for at 100. */
const PLUGIN_LOGO_SIZE = 100;

/**
 * Spec §2 plugins tab (offered only when the tariff allows plugins): Published
 * plugins by weight. Each card's element id holds its article id, so the hash
 * plugin cards link with (spec §2) lands on it.
 */
export function PluginsTab({ data }: ManufacturerTabProps): ReactElement {
  const { plugins } = data;
  const { t } = useTranslation();
  const src = useUploadsSrc();
  const localize = useLocalizedPath();
  if (plugins.length === 0) return <p className="manufacturer-empty-tab">{t('manufacturer.noPlugins')}</p>;
  return (
    <ul className="manufacturer-plugins" data-testid="manufacturer-plugins">
      {plugins.map((plugin) => (
        <li key={plugin.id} id={`plugin-${plugin.id}`} className="manufacturer-plugin" data-testid="manufacturer-plugin">
          <CompanyLogo src={sizedImage(src(plugin.logo), PLUGIN_LOGO_SIZE)} name={plugin.title} size={56} />
          <div>
            <h2 className="manufacturer-plugin__title">
              <Link to={localize(articlePath(plugin.id))}>{plugin.title}</Link>
            </h2>
            {plugin.products.length > 0 ? (
              <ul className="manufacturer-plugin__products">
                {plugin.products.map((product) =>
                  isPluginProduct(product) ? (
                    <li key={product}>
                      <Link to={localize(`/${product}`)}>{t(`pages.${product}.title`)}</Link>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
