import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { ExternalIcon } from '../../components/icons.tsx';

export interface NavItem {
  id: string;
  label: string;
  /** A localised path on this site (router link) or an absolute external URL. */
  href: string;
  external?: boolean;
}

/**
 * One navigation entry: a router NavLink (aria-current="page" when active) for
 * site paths, a plain new-tab link for external pages.
 */
export function NavItemLink({ item, className }: { item: NavItem; className: string }): ReactElement {
  const { t } = useTranslation();
  if (item.external) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" data-nav={item.id}>
        <span>{item.label}</span>
        <ExternalIcon size={14} className="nav-external-icon" />
        <span className="visually-hidden"> {t('externalHint')}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.href} className={({ isActive }) => (isActive ? `${className} is-active` : className)} data-nav={item.id}>
      {item.label}
    </NavLink>
  );
}
