import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { BusinessHeaderSlot, CookieNoticeSlot, FooterSlot } from '#client/components/deferred-parts.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2 Business layout: the Business header, page, footer, cookie notice. */
export function BusinessLayout(): ReactElement {
  return (
    <div className="layout layout--business">
      <SkipLink />
      <CookieNoticeSlot />
      <BusinessHeaderSlot />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <FooterSlot />
    </div>
  );
}
