import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { PluginFactDto, PluginPageItemDto } from '#shared/api/dto.ts';
import { PLUGIN_LOGO_SIZE } from '#shared/constants.ts';
import { sizedImage } from '#shared/domain/links.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import { Icon } from '../../components/icons.tsx';

interface PluginEntryProps {
  plugin: PluginPageItemDto;
  /** The CAD product's own name, for the supported-versions label. */
  productName: string;
  /** The uploads host's address of a logo path. */
  src: (path: string | null) => string | null;
}

/** One plugin of a CAD's page (issue 22): its release facts, a download button, the changes folded, then the prose. */
export function PluginEntry({ plugin, productName, src }: PluginEntryProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const logo = sizedImage(src(plugin.logo), PLUGIN_LOGO_SIZE);
  const idBase = `plugin-${plugin.id}`;
  const fact = (kind: PluginFactDto['kind']) => plugin.facts.find((item) => item.kind === kind) ?? null;
  const version = fact('version')?.value ?? null;
  const size = fact('size')?.value ?? null;
  const factLabel = (item: PluginFactDto): string => {
    if (item.kind === 'version') return t('plugins.factVersion');
    if (item.kind === 'cad') return t('plugins.factCad', { product: productName });
    if (item.kind === 'size') return t('plugins.factSize');
    if (item.kind === 'released') return t('plugins.factReleased');
    return item.label;
  };
  return (
    <article id={idBase} className="plugin-entry" aria-labelledby={`${idBase}-title`} data-testid="plugin-entry" data-plugin-id={plugin.id}>
      <header className="plugin-entry__head">
        {logo ? <img src={logo} alt="" width={PLUGIN_LOGO_SIZE} height={PLUGIN_LOGO_SIZE} className="plugin-entry__logo" loading="lazy" decoding="async" /> : null}
        <div className="plugin-entry__heading">
          <h2 id={`${idBase}-title`} className="plugin-entry__title">
            {plugin.title}
          </h2>
          <p className="plugin-entry__company">
            {t('plugins.developer')}: <Link to={localize(plugin.href)}>{plugin.company}</Link>
          </p>
        </div>
      </header>
      <div className="plugin-entry__content">
        {plugin.facts.length > 0 || plugin.download ? (
          <div className="plugin-entry__release">
            {plugin.facts.length > 0 ? (
              <dl className="plugin-facts" data-testid="plugin-facts">
                {plugin.facts.map((item, index) => (
                  <div key={index} className={`plugin-facts__row plugin-facts__row--${item.kind}`}>
                    <dt>{factLabel(item)}</dt>
                    <dd>{item.date ? <time dateTime={item.date}>{formatDate(lang, item.date)}</time> : item.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {plugin.download ? (
              // A plain link to the file: without JavaScript it downloads all the same.
              <a className="button button--primary button--large plugin-entry__download" href={plugin.download} download data-testid="plugin-download">
                <Icon name="download" aria-hidden="true" />
                <span>{version ? t('plugins.downloadVersion', { version }) : t('plugins.download')}</span>
                {size ? <span className="plugin-entry__download-size">{size}</span> : null}
              </a>
            ) : null}
          </div>
        ) : null}
        <div className="plugin-entry__text">
          {plugin.changelog.length > 0 ? (
            <details className="plugin-changes" data-testid="plugin-changes">
              <summary className="plugin-changes__summary">{t('plugins.changelog')}</summary>
              <ol className="plugin-changes__list">
                {plugin.changelog.map((change) => (
                  <li key={change.version} className="plugin-changes__item">
                    <p className="plugin-changes__version">
                      <strong>{change.version}</strong>
                      {change.date ? <time dateTime={change.date}>{formatDate(lang, change.date)}</time> : null}
                    </p>
                    <ul>
                      {change.notes.map((note, index) => (
                        <li key={index}>{note}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
          {/* Sanitised on the server when it was fetched (server/services/article-html.ts); the parts above taken out (shared/domain/plugin-post.ts). */}
          {plugin.body ? <div className="article-body plugin-entry__body" dangerouslySetInnerHTML={{ __html: plugin.body }} /> : null}
        </div>
      </div>
    </article>
  );
}
