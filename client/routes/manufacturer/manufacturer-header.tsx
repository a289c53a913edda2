import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ManufacturerPageDto } from '#shared/api/dto.ts';
import type { Language } from '#shared/domain/language.ts';
import { formatDate, formatNumber } from '#shared/i18n/format.ts';
import { phoneHref } from '#shared/domain/phone.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { DownloadIcon, EyeIcon } from '../../components/icons.tsx';

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
      <dl className="manufacturer-header__counters" data-testid="manufacturer-counters">
        <div>
          <dt>{t('manufacturer.models')}</dt>
          <dd>{formatNumber(lang, counters.counter_models)}</dd>
        </div>
        <div>
          <dt>
            <EyeIcon size={14} />
            {t('manufacturer.views')}
          </dt>
          <dd>{formatNumber(lang, counters.counter_view_models)}</dd>
        </div>
        <div>
          <dt>
            <DownloadIcon size={14} />
            {t('manufacturer.downloads')}
          </dt>
          <dd>{formatNumber(lang, counters.counter_download_models_files)}</dd>
        </div>
      </dl>
    </header>
  );
}
