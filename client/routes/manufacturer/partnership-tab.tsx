import type { ReactElement } from 'react';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { manufacturerPartnershipTexts } from '#shared/i18n/texts/manufacturer-partnership.ts';
import type { ManufacturerTabProps } from './manufacturer-tab-panel.tsx';
import { PartnershipForm } from './partnership-form.tsx';

// In the tab's own chunk (a deferred part renders the moment its module runs, so both languages come).
registerTexts('manufacturerPartnership', manufacturerPartnershipTexts);

/** Spec §2/§4 partnership tab: the affiliate programme (offered only when PUBLISHED and allowed). */
export function PartnershipTab({ data }: ManufacturerTabProps): ReactElement | null {
  const { t } = useTranslation();
  const { partnership } = data;
  // The tab is offered only with a published programme (the loader redirects otherwise).
  if (!partnership) return null;
  const link = /^https?:\/\//i.test(partnership.link) ? partnership.link : '';
  return (
    <div className="manufacturer-partnership" data-testid="manufacturer-partnership">
      <section className="manufacturer-partnership__programme">
        <h2 className="manufacturer-partnership__title">{partnership.title}</h2>
        {partnership.commissionPercent > 0 ? <p className="manufacturer-partnership__commission">{t('manufacturerPartnership.commission', { percent: partnership.commissionPercent })}</p> : null}
        {partnership.description ? <p>{partnership.description}</p> : null}
        {partnership.conditions.length > 0 ? (
          <>
            <h3 className="manufacturer-about__heading">{t('manufacturerPartnership.conditions')}</h3>
            <ul className="manufacturer-partnership__conditions">
              {partnership.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </>
        ) : null}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="button">
            {t('manufacturerPartnership.programmeLink')}
          </a>
        ) : null}
      </section>
      <PartnershipForm />
    </div>
  );
}
