import type { ReactElement } from 'react';
import { Outlet } from 'react-router';

/** Spec §2 empty layout: the page only. */
export function EmptyLayout(): ReactElement {
  return (
    <div className="layout layout--empty">
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
