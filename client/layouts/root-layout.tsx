import { Component, type ReactElement, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { deferred } from '#client/app/deferred/deferred.tsx';
import { AgreementPopup } from './agreement-popup/agreement-popup.tsx';
import { ErrorPageFallback } from './error-page/error-page-fallback.tsx';
import { OfflineNotice } from './offline-notice.tsx';

const LoadingBar = deferred(() => import('./loading-bar.tsx'), 'LoadingBar');
// The 404 and 500 pages, which a normal page never shows.
const NotFoundPage = deferred(() => import('./error-page/error-page.tsx'), 'NotFoundPage');
const ServerErrorPage = deferred(() => import('./error-page/error-page.tsx'), 'ServerErrorPage');

/** What surrounds every page, whatever its layout: the loading bar, the offline notice, the agreement popup. */
export function RootLayout(): ReactElement {
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      <Outlet />
      <AgreementPopup />
      <ScrollRestoration />
    </>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

/** The error page of spec §2: 404 or 500, and, should it fail itself, the plain fallback. */
export function ErrorLayout({ notFound }: { notFound: boolean }): ReactElement {
  return <ErrorPageGuard>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</ErrorPageGuard>;
}
