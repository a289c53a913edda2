import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { AdPopupSlot } from './ad-popup/ad-popup-slot.tsx';
import { SkipLink } from './skip-link.tsx';

// The chrome's parts whose code is not in the first load (docs/decisions/0018).
const SiteHeader = deferred(() => import('./header/site-header.tsx'), 'SiteHeader');
const Footer = deferred(() => import('./footer.tsx'), 'Footer');
const CookieNotice = deferred(() => import('./cookie-notice.tsx'), 'CookieNotice');

/** Spec §2's layouts. */
export type LayoutKind = 'default' | 'business' | 'without-footer' | 'empty';

/**
 * Every page's frame, one component for spec §2's four layouts: default (header, footer, cookie
 * notice, advertising popup), business (the Business header, footer, cookie notice),
 * without-footer (header only) and empty (the page only; the 404 page).
 */
export function PageLayout({ kind }: { kind: LayoutKind }): ReactElement {
  const header = kind !== 'empty';
  const footer = kind === 'default' || kind === 'business';
  return (
    <div className={`layout layout--${kind}`}>
      {header ? <SkipLink /> : null}
      {footer ? <CookieNotice /> : null}
      {header ? <SiteHeader area={kind === 'business' ? 'business' : 'main'} /> : null}
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer ? <Footer /> : null}
      {kind === 'default' ? <AdPopupSlot /> : null}
    </div>
  );
}
