import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { AdPopupSlot } from '#client/components/ad-popup/ad-popup-slot.tsx';
import { CookieNotice } from '#client/components/cookie-notice.tsx';
import { Footer } from '#client/components/footer.tsx';
import { Header } from '#client/components/header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2 default layout: header, page, footer, cookie notice, advertising popup. */
export function DefaultLayout(): ReactElement {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <CookieNotice />
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AdPopupSlot />
    </div>
  );
}
