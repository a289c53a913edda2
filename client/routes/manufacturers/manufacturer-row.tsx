import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLanguage, useLocalizedPath } from '../../app/i18n/use-language.ts';
import type { ManufacturerListItemDto } from '#shared/api/dto.ts';
import { useUploadsSrc } from '#client/app/data/use-root-data.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { ManufacturerCounters } from '../../components/manufacturer-counters.tsx';

const EAGER_LOGOS = 4;

/** One entry of the list: logo, name, VIP mark, counters and regions (spec §2, §3). */
export function ManufacturerRow({ item, eager }: { item: ManufacturerListItemDto; eager: boolean }): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localize = useLocalizedPath();
  const src = useUploadsSrc();
  const href = localize(item.href);
  return (
    <li className="manufacturer-row" data-testid="manufacturer-row" data-id={item.id}>
      <CompanyLogo src={src(item.logo)} name={item.name} size={72} eager={eager} />
      <div className="manufacturer-row__body">
        <h2 className="manufacturer-row__name">
          <Link to={href} className="manufacturer-row__link">
            {item.name}
          </Link>
          {item.vip ? (
            <span className="vip-mark" title={t('manufacturers.vipTitle')} data-testid="vip-mark">
              {t('manufacturers.vip')}
            </span>
          ) : null}
        </h2>
        {item.summary ? <p className="manufacturer-row__summary">{item.summary}</p> : null}
        {item.regions.length > 0 ? (
          <p className="manufacturer-row__regions">
            <span className="visually-hidden">{t('manufacturers.regions')}: </span>
            {item.regions.join(', ')}
          </p>
        ) : null}
      </div>
      <ManufacturerCounters
        lang={lang}
        labels={{ models: t('manufacturers.models'), views: t('manufacturers.views'), downloads: t('manufacturers.downloads') }}
        values={item}
        className="manufacturer-row__counters"
        itemClassName="manufacturer-row__counter"
      />
    </li>
  );
}

/** The page's rows (the first four logos load at once, above the fold). */
export function ManufacturerRows({ items }: { items: readonly ManufacturerListItemDto[] }): ReactElement {
  return (
    <>
      {items.map((item, index) => (
        <ManufacturerRow key={item.id} item={item} eager={index < EAGER_LOGOS} />
      ))}
    </>
  );
}
