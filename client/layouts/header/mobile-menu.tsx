import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { MOBILE_BREAKPOINT_PX, SUPPORT_PHONE, SUPPORT_PHONE_MOSCOW } from '#shared/constants.ts';
import { useBodyScrollLock } from '#client/hooks/use-body-scroll-lock.ts';
import { usePublicConfig, useSessionUser } from '#client/app/data/use-root-data.ts';
import { accountLabel } from '#shared/domain/person-name.ts';
import { AccountLinks } from './account-links.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LoginLink } from './login-link.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { trapTabKey } from '../../hooks/focus-trap.ts';
import { NavItemLink, type NavItem } from './nav-item.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { SocialLinks } from '../social-links.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { mobileMenuTexts } from '#shared/i18n/texts/mobile-menu.ts';
// The panel opens only once this chunk has run, so its styles come with it (decision 0031).
import './mobile-menu.css';
import './account-links.css';

registerTexts('menu', mobileMenuTexts);

/**
 * Burger button and the full-height panel shown below the 960 px breakpoint
 * (spec §2): navigation, both phones, language, login or account links, and
 * the four social channels. Closes on navigation, Escape, a link click and on
 * growing past the breakpoint; locks page scroll and keeps focus inside while open.
 */
export function MobileMenu({ items, lead }: { items: readonly NavItem[]; lead?: NavItem }): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel's contents are built on first open: every page render on the
  // server would otherwise carry a hidden copy of the whole menu.
  const [built, setBuilt] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const config = usePublicConfig();

  useBodyScrollLock(open);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) burgerRef.current?.focus();
  }, []);

  // Navigation (including back/forward) closes the panel.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = (): void => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    trapTabKey(event, panelRef.current);
  };

  // A click on any link closes the panel, even one to the page already shown.
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className="icon-button burger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.open')}
        data-testid="menu-toggle"
        onClick={() => {
          setBuilt(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        // The title exists once the panel is built; until then the panel is hidden and needs no name.
        aria-labelledby={built ? titleId : undefined}
        hidden={!open}
        data-testid="mobile-menu"
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {built ? (
          <>
            <div className="mobile-menu__bar">
              <span className="mobile-menu__title">
                <LogoMark size={28} />
                <span id={titleId}>{t('menu.title')}</span>
              </span>
              <button ref={closeRef} type="button" className="icon-button" aria-label={t('menu.close')} onClick={() => close(true)}>
                <CloseIcon size={24} />
              </button>
            </div>
            <div className="mobile-menu__body">
              <nav aria-label={t('nav.label')}>
                <ul className="mobile-menu__nav">
                  {lead ? (
                    <li>
                      <NavItemLink item={lead} className="mobile-menu__link mobile-menu__link--lead" />
                    </li>
                  ) : null}
                  {items.map((item) => (
                    <li key={item.id}>
                      <NavItemLink item={item} className="mobile-menu__link" />
                    </li>
                  ))}
                </ul>
              </nav>

              <section className="mobile-menu__section" aria-label={t('menu.account')}>
                {user && config ? (
                  <>
                    <div className="mobile-menu__user">
                      <UserAvatar user={user} size={40} />
                      <span>{accountLabel(user)}</span>
                    </div>
                    <AccountLinks lkUrl={config.lkUrl} user={user} className="account-links--flat" />
                  </>
                ) : (
                  <LoginLink testId="login-mobile" className="button--block" />
                )}
              </section>

              <section className="mobile-menu__section" aria-label={t('menu.contacts')}>
                <PhoneLink phone={SUPPORT_PHONE} label={t('phone.support')} />
                <PhoneLink phone={SUPPORT_PHONE_MOSCOW} label={t('phone.moscow')} />
              </section>

              <div className="mobile-menu__footer">
                <LanguageSwitch testId="lang-switch-mobile" />
                <SocialLinks />
              </div>
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}

