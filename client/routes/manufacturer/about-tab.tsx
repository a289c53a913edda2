import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';

/**
 * Spec §2 about tab: the description (HTML sanitised by the BFF; empty when the
 * tariff does not allow it), the catalogue sections in their positions, the regions.
 */
export function AboutTab({ data }: ManufacturerTabProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="manufacturer-about" data-testid="manufacturer-about">
      {data.company.description ? (
        <div className="manufacturer-about__text rich-text" data-testid="manufacturer-description" dangerouslySetInnerHTML={{ __html: data.company.description }} />
      ) : (
        <p className="manufacturer-empty-tab">{t('manufacturer.noDescription')}</p>
      )}
      <aside className="manufacturer-about__facts">
        <section>
          <h2 className="manufacturer-about__heading">{t('manufacturer.sections')}</h2>
          {data.sections.length > 0 ? (
            <ol className="manufacturer-about__list" data-testid="about-sections">
              {data.sections.map((section) => (
                <li key={section.id}>
                  {section.name} <span className="manufacturer-about__count">{section.models}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="manufacturer-about__none">—</p>
          )}
        </section>
        <section>
          <h2 className="manufacturer-about__heading">{t('manufacturer.regions')}</h2>
          {data.regions.length > 0 ? (
            <p data-testid="about-regions">{data.regions.map((region) => region.label).join(', ')}</p>
          ) : (
            <p className="manufacturer-about__none">{t('manufacturer.noRegions')}</p>
          )}
        </section>
      </aside>
    </div>
  );
}
