import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { MONTHLY_REACH_DESIGNERS } from '#shared/constants.ts';
import { MAIN_NAV } from '#shared/links.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { HeaderTopBar } from './header-top-bar.tsx';
import { HeaderActionsSlot, MobileMenuSlot } from '../../components/deferred-parts.tsx';
import { HeaderSearchSlot } from './header-search-slot.tsx';
import { Logo } from '../../components/logo.tsx';
import { NavItemLink, type NavItem } from './nav-item.tsx';

/**
 * The site header of the default and without-footer layouts: a top bar (reach
 * claim, support phone, language) that scrolls away, and a sticky main row with
 * logo, navigation, login or user menu, and the mobile menu below 960 px.
 */
export function Header(): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const items = useMemo<NavItem[]>(
    () => MAIN_NAV.map((link) => ({ id: link.id, label: t(link.labelKey), href: localize(link.path) })),
    [t, localize],
  );
  return (
    <header className="site-header" data-hidden="false">
      <HeaderTopBar
        showLanguage
        start={<span className="site-header__claim">{t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })}</span>}
      />
      <div className="container site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} className="site-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearchSlot />
        <HeaderActionsSlot />
        <MobileMenuSlot items={items} />
      </div>
    </header>
  );
}
