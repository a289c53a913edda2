import type { ReactElement } from 'react';
import { phoneHref } from '#shared/domain/phone.ts';
import { PhoneIcon } from './icons.tsx';

/**
 * A tap-to-call link; `label` is a caption shown above the number (e.g. 'Москва').
 * Its accessible name is what it shows, caption and number (WCAG 2.5.3: speech
 * users say what they see); the tel: address already tells it calls.
 */
export function PhoneLink({ phone, label, className = '' }: { phone: string; label?: string; className?: string }): ReactElement {
  return (
    <a href={phoneHref(phone)} className={`phone-link ${className}`.trim()}>
      <PhoneIcon className="phone-link__icon" size={18} />
      <span className="phone-link__text">
        {label ? <span className="phone-link__label">{label}</span> : null}
        <span className="phone-link__number">{phone}</span>
      </span>
    </a>
  );
}
