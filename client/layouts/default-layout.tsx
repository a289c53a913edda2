import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { AdPopupSlot } from '#client/layouts/ad-popup/ad-popup-slot.tsx';
import { CookieNoticeSlot, FooterSlot, HeaderSlot } from '#client/components/deferred-parts.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2 default layout: header, page, footer, cookie notice, advertising popup. */
export function DefaultLayout(): ReactElement {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <CookieNoticeSlot />
      <HeaderSlot />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <FooterSlot />
      <AdPopupSlot />
    </div>
  );
}
