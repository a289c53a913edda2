import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { SUPPORT_PHONE } from '#shared/constants.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';

/**
 * The thin bar above the header's main row on wide screens: `start` on the
 * left, the support phone and the language switch on the right.
 * It scrolls away while the main row stays stuck; below 960 px it is hidden and
 * the mobile menu carries the same things.
 */
export function HeaderTopBar({ start }: { start: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="site-header__top">
      <div className="container site-header__top-inner">
        <div className="site-header__top-start">{start}</div>
        <div className="site-header__top-end">
          <PhoneLink phone={SUPPORT_PHONE} label={t('phone.support')} className="phone-link--inline" />
          <LanguageSwitch className="lang-switch--compact" />
        </div>
      </div>
    </div>
  );
}
