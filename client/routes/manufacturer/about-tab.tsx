import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';

/**
 * Spec §2 about tab: the description (HTML sanitised by the BFF; empty when the
 * tariff does not allow it), the catalogue sections in their positions, the regions.
 * A list with nothing in it is no row (issue 22): no heading over a dash or 'none'.
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
      {data.sections.length > 0 || data.regions.length > 0 ? (
        <aside className="manufacturer-about__facts">
          {data.sections.length > 0 ? (
            <section>
              <h2 className="manufacturer-about__heading">{t('manufacturer.sections')}</h2>
              <ol className="manufacturer-about__list" data-testid="about-sections">
                {data.sections.map((section) => (
                  <li key={section.id}>
                    {section.name} <span className="manufacturer-about__count">{section.models}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {data.regions.length > 0 ? (
            <section>
              <h2 className="manufacturer-about__heading">{t('manufacturer.regions')}</h2>
              <p data-testid="about-regions">{data.regions.map((region) => region.label).join(', ')}</p>
            </section>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}
