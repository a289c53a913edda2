import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';

/** The brand mark: an isometric block, the library's "object". */
export function LogoMark({ size = 32 }: { size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo__mark">
      <path d="M16 2 28 9 16 16 4 9Z" fill="#6ea8fe" />
      <path d="M4 9 16 16v14L4 23Z" fill="#1f6feb" />
      <path d="M28 9 16 16v14l12-7Z" fill="#0b3f9e" />
      <path d="M16 16v14M4 9l12 7 12-7" stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" fill="none" opacity=".85" />
    </svg>
  );
}

/** Logo and wordmark linking to the home page of the current language: the header's, and the footer's (`logo logo--footer`). */
export function Logo({ className = 'logo' }: { className?: string }): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link to={localize('/')} className={className} aria-label={t('site.homeLabel')}>
      <LogoMark />
      <span className="logo__wordmark" aria-hidden="true">
        {t('site.name')}
      </span>
    </Link>
  );
}
