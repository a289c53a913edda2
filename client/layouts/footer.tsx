import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { registerTexts, useTranslation } from '#client/app/i18n/i18n.ts';
import { MONTHLY_REACH_DESIGNERS, SUPPORT_PHONE } from '#shared/constants.ts';
import { FOOTER_COLUMNS } from '#shared/footer-links.ts';
import { useLocalizedPath } from '#client/app/i18n/use-language.ts';
import { Logo } from '../components/logo.tsx';
import { PhoneLink } from '../components/phone-link.tsx';
import { SocialLinks } from './social-links.tsx';
import { footerTexts } from '#shared/i18n/texts/footer.ts';

registerTexts('footer', footerTexts);

/** Site footer (spec §2): portal, company and document links, phone, social channels, reach claim, ©. */
export function Footer(): ReactElement {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Logo className="logo logo--footer" />
            <p className="site-footer__about">{t('footer.about')}</p>
            <p className="site-footer__reach" data-testid="reach-claim">
              {t('reach.claim', { count: MONTHLY_REACH_DESIGNERS })}
            </p>
          </div>
          <nav className="site-footer__nav" aria-label={t('footer.navLabel')}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.id} className="site-footer__column">
                <h2 className="site-footer__title">{t(column.titleKey)}</h2>
                <ul className="site-footer__links">
                  {column.links.map((link) => (
                    <li key={link.id}>
                      {link.path !== undefined ? (
                        <Link to={localize(link.path)} className="site-footer__link" data-footer-link={link.id}>
                          {t(link.labelKey)}
                        </Link>
                      ) : link.document !== undefined ? (
                        // A server document, not a route: a plain link loads it.
                        <a href={link.document} className="site-footer__link" data-footer-link={link.id}>
                          {t(link.labelKey)}
                        </a>
                      ) : (
                        <a
                          href={link.href}
                          className="site-footer__link"
                          target="_blank"
                          rel="noopener noreferrer"
                          data-footer-link={link.id}
                        >
                          {t(link.labelKey)}
                          <span className="visually-hidden"> {t('externalHint')}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="site-footer__column site-footer__contacts">
            <h2 className="site-footer__title">{t('footer.columns.contacts')}</h2>
            <PhoneLink phone={SUPPORT_PHONE} label={t('phone.support')} className="phone-link--footer" />
            <SocialLinks className="social-links--footer" />
          </div>
        </div>
        <div className="site-footer__bottom">
          {/* The year can only differ between server and browser across New Year's midnight. */}
          <small suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
        </div>
      </div>
    </footer>
  );
}
