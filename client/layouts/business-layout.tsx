import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { BusinessHeader } from '#client/components/business-header.tsx';
import { CookieNotice } from '#client/components/cookie-notice.tsx';
import { Footer } from '#client/components/footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2 Business layout: the Business header, page, footer, cookie notice. */
export function BusinessLayout(): ReactElement {
  return (
    <div className="layout layout--business">
      <SkipLink />
      <CookieNotice />
      <BusinessHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
