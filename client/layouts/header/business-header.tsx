import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import { EXTERNAL_LINKS } from '#shared/links.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { useHideOnScroll } from '#client/hooks/use-hide-on-scroll.ts';
import { HeaderTopBar } from './header-top-bar.tsx';
import { HeaderActionsSlot, MobileMenuSlot } from '../../components/deferred-parts.tsx';
import { HeaderSearchSlot } from './header-search-slot.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { NavItemLink, type NavItem } from './nav-item.tsx';

/**
 * The Business area header (spec §2): logo with a 'Business' label, a link to
 * the main site, the business navigation, phone, notices, login or avatar and
 * the mobile menu. It slides away past 200 px of scrolling down and comes back
 * 1 s after the page returns to the top; data-hidden reports the state.
 */
export function BusinessHeader(): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const hidden = useHideOnScroll();
  const items = useMemo<NavItem[]>(
    () => [
      { id: 'for-manufacturers', label: t('business.nav.forManufacturers'), href: localize('/for-manufacturers') },
      { id: 'bim-development', label: t('business.nav.bimDevelopment'), href: EXTERNAL_LINKS.bimDevelopment, external: true },
      { id: 'promotion', label: t('business.nav.promotion'), href: EXTERNAL_LINKS.promotion, external: true },
      { id: 'cases', label: t('business.nav.cases'), href: localize('/cases') },
    ],
    [t, localize],
  );
  const mainSite: NavItem = { id: 'main-site', label: t('business.toMainSite'), href: localize('/') };
  return (
    <header className="site-header site-header--business" data-hidden={hidden ? 'true' : 'false'}>
      <HeaderTopBar
        showLanguage={false}
        start={
          <Link to={mainSite.href} className="business-main-link" data-testid="main-site-link">
            <ArrowLeftIcon size={16} />
            <span>{mainSite.label}</span>
          </Link>
        }
      />
      <div className="container site-header__inner">
        <div className="business-brand">
          <Logo />
          <span className="business-brand__label">{t('business.label')}</span>
        </div>
        <nav className="site-nav" aria-label={t('business.navLabel')}>
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
        <MobileMenuSlot items={items} lead={mainSite} />
      </div>
    </header>
  );
}
