import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import type { Language } from '#shared/domain/language.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { phoneHref } from '#shared/domain/phone.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { ManufacturerCounters } from '../../components/manufacturer-counters.tsx';

function siteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Spec §2: logo, full and short name, VIP mark, 'на портале с', site, phone (§5 format), email and counters. */
export function ManufacturerHeader({ data, logo, lang }: { data: ManufacturerPageDto; logo: string | null; lang: Language }): ReactElement {
  const { t } = useTranslation();
  const { company, counters } = data;
  const since = formatDate(lang, company.createdAt);
  const safeSite = /^https?:\/\//i.test(company.siteUrl) ? company.siteUrl : '';
  return (
    <header className="manufacturer-header" data-testid="manufacturer-header">
      <CompanyLogo src={logo} name={company.name} size={112} eager />
      <div className="manufacturer-header__main">
        <h1 className="manufacturer-header__name">
          <span data-testid="manufacturer-name">{company.name}</span>
          {company.vip ? (
            <span className="vip-mark" title={t('manufacturer.vipTitle')} data-testid="vip-mark">
              {t('manufacturer.vip')}
            </span>
          ) : null}
        </h1>
        {company.fullName && company.fullName !== company.name ? <p className="manufacturer-header__full">{company.fullName}</p> : null}
        {since ? <p className="manufacturer-header__since">{t('manufacturer.since', { date: since })}</p> : null}
        <ul className="manufacturer-contacts">
          {safeSite ? (
            <li>
              <span className="manufacturer-contacts__label">{t('manufacturer.site')}</span>
              <a href={safeSite} target="_blank" rel="noopener noreferrer nofollow" data-testid="manufacturer-site">
                {siteLabel(safeSite)}
              </a>
            </li>
          ) : null}
          {company.phone ? (
            <li>
              <span className="manufacturer-contacts__label">{t('manufacturer.phone')}</span>
              <a href={phoneHref(company.phone)} data-testid="manufacturer-phone">
                {company.phone}
              </a>
            </li>
          ) : null}
          {company.email ? (
            <li>
              <span className="manufacturer-contacts__label">{t('manufacturer.email')}</span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          ) : null}
        </ul>
      </div>
      <ManufacturerCounters
        lang={lang}
        labels={{ models: t('manufacturer.models'), views: t('manufacturer.views'), downloads: t('manufacturer.downloads') }}
        values={{ models: counters.counter_models, views: counters.counter_view_models, downloads: counters.counter_download_models_files }}
        className="manufacturer-header__counters"
        testId="manufacturer-counters"
      />
    </header>
  );
}
