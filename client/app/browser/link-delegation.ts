import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** True for a click that should stay a client-side navigation: plain primary button, nothing handled it yet. */
export function isPlainNavigationClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Client-side navigation for plain anchors marked `data-nav`. Long lists (48
 * model cards a page) render these instead of <Link>, whose per-link path
 * resolution is a measurable share of a server render; one listener on the
 * document gives them the same in-app navigation once the page has hydrated,
 * and before that they are ordinary links.
 */
export function useDelegatedNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (!isPlainNavigationClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[data-nav]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
