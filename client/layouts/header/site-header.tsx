import { useMemo, useRef, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { MONTHLY_REACH_DESIGNERS } from '#shared/constants.ts';
import { EXTERNAL_LINKS, MAIN_NAV } from '#shared/links.ts';
import { useHideOnScroll } from '#client/hooks/use-hide-on-scroll.ts';
import { useFocusClearance } from '#client/hooks/use-focus-clearance.ts';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { HeaderTopBar } from './header-top-bar.tsx';
import { NavItemLink, type NavItem } from './nav-item.tsx';

// The header's interactive pieces, out of the first load (docs/decisions/0018).
const HeaderSearch = deferred(() => import('./header-search.tsx'), 'HeaderSearch');
const HeaderActions = deferred(() => import('./header-actions.tsx'), 'HeaderActions');
const MobileMenu = deferred(() => import('./mobile-menu.tsx'), 'MobileMenu');

/** Which site the header serves: the main site, or the manufacturers' Business area (spec §2). */
export type HeaderArea = 'main' | 'business';

function useNavItems(area: HeaderArea): NavItem[] {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return useMemo<NavItem[]>(
    () =>
      area === 'main'
        ? MAIN_NAV.map((link) => ({ id: link.id, label: t(link.labelKey), href: localize(link.path) }))
        : [
            { id: 'for-manufacturers', label: t('business.nav.forManufacturers'), href: localize('/for-manufacturers') },
            { id: 'bim-development', label: t('business.nav.bimDevelopment'), href: EXTERNAL_LINKS.bimDevelopment, external: true },
            { id: 'promotion', label: t('business.nav.promotion'), href: EXTERNAL_LINKS.promotion, external: true },
            { id: 'cases', label: t('business.nav.cases'), href: localize('/cases') },
          ],
    [area, t, localize],
  );
}

/**
 * The site header of every layout but the empty one (spec §2): a top bar (claim or the way back to
 * the main site, support phone, language) that scrolls away, and a sticky row with the brand,
 * navigation, search, login or user menu, and the mobile menu below 960 px. The Business area's
 * brand carries its label, and its header slides away past 200 px of scrolling down, back 1 s
 * after the page returns to the top; data-hidden reports the state.
 */
export function SiteHeader({ area }: { area: HeaderArea }): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const items = useNavItems(area);
  const hidden = useHideOnScroll(area === 'business');
  const business = area === 'business';
  // The header sticks to the top: focus on something on screen but under it scrolls it clear (WCAG 2.4.11).
  const ref = useRef<HTMLElement>(null);
  useFocusClearance(ref);
  const mainSite: NavItem = { id: 'main-site', label: t('business.toMainSite'), href: localize('/') };
  return (
    <header ref={ref} className={business ? 'site-header site-header--business' : 'site-header site-header--main'} data-hidden={hidden ? 'true' : 'false'}>
      <HeaderTopBar
        start={
          business ? (
            <Link to={mainSite.href} className="business-main-link" data-testid="main-site-link">
              <ArrowLeftIcon size={16} />
              <span>{mainSite.label}</span>
            </Link>
          ) : (
            <span className="site-header__claim">{t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })}</span>
          )
        }
      />
      <div className="container site-header__inner">
        {business ? (
          <div className="business-brand">
            <Logo />
            <span className="business-brand__label">{t('business.label')}</span>
          </div>
        ) : (
          <Logo />
        )}
        <nav className="site-nav" aria-label={t(business ? 'business.navLabel' : 'nav.label')}>
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} className="site-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <HeaderActions />
        <MobileMenu items={items} {...(business ? { lead: mainSite } : {})} />
      </div>
    </header>
  );
}
