import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { HeaderSlot } from '#client/components/deferred-parts.tsx';
import { SkipLink } from './skip-link.tsx';

/** Spec §2 without-footer layout: header only. */
export function WithoutFooterLayout(): ReactElement {
  return (
    <div className="layout layout--without-footer">
      <SkipLink />
      <HeaderSlot />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
