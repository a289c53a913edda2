import type { ReactElement } from 'react';
import type { PluginCardDto } from '#shared/api/dto.ts';
import { PLUGIN_LOGO_SIZE } from '#shared/constants.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { useUploadsSrc } from '../../components/uploads-src.ts';

/**
 * A plugin card (spec §2 'Other'): logo sized 100 (spec §7), title and company,
 * linking to the company page's plugins tab with the article id in the hash.
 */
export function PluginCard({ plugin, productLabel }: { plugin: PluginCardDto; productLabel: string | null }): ReactElement {
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const logo = sizedImage(src(plugin.logo), PLUGIN_LOGO_SIZE);
  return (
    <article className="card plugin-card" data-testid="plugin-card" data-plugin-id={plugin.id}>
      <div className="plugin-card__logo">{logo ? <img src={logo} alt="" width={PLUGIN_LOGO_SIZE} height={PLUGIN_LOGO_SIZE} loading="lazy" decoding="async" /> : null}</div>
      <div className="plugin-card__body">
        {productLabel ? <p className="plugin-card__product">{productLabel}</p> : null}
        <h3 className="card__title plugin-card__title">
          <a href={localize(plugin.href)} className="card__link" data-nav="" data-testid="plugin-card-link">
            {plugin.title}
          </a>
        </h3>
        <p className="card__text">{plugin.company}</p>
      </div>
    </article>
  );
}
