import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';

// The popup's code, texts and styles load after the page is idle: no first-load
// JavaScript, and nothing competes with the page's own content for the first paint.
const AdPopup = lazy(() => import('./ad-popup.tsx').then((module) => ({ default: module.AdPopup })));

/** Spec §2 default layout's advertising popup, loaded when the browser is idle. */
export function AdPopupSlot(): ReactElement | null {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1_000);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AdPopup />
    </Suspense>
  );
}
