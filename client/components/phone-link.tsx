import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n.ts';
import { phoneHref } from '#shared/domain/phone.ts';
import { PhoneIcon } from './icons.tsx';

/** A tap-to-call link; `label` is a caption shown above the number (e.g. 'Москва'). */
export function PhoneLink({ phone, label, className = '' }: { phone: string; label?: string; className?: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <a href={phoneHref(phone)} className={`phone-link ${className}`.trim()} aria-label={t('phone.call', { phone })}>
      <PhoneIcon className="phone-link__icon" size={18} />
      <span className="phone-link__text">
        {label ? <span className="phone-link__label">{label}</span> : null}
        <span className="phone-link__number">{phone}</span>
      </span>
    </a>
  );
}
