import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport (or is `threshold`
 * visible), or is found already passed, above the viewport, and stays true. The observer alone
 * misses a section a visitor jumped past (the End key, a fling, a link to the footer; issue 22):
 * an empty section is never seen intersecting, and one already above the viewport when the
 * observer first looks never will be; so its first report and every scroll also ask whether the
 * element's start is above the viewport's end. Without IntersectionObserver it is true right
 * after mount. False on the server and at hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>, options: { rootMargin?: string; threshold?: number; enabled?: boolean } = {}): boolean {
  const { rootMargin = '0px', threshold = 0, enabled = true } = options;
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const reached = (): boolean => element.getBoundingClientRect().top < window.innerHeight;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) || reached()) setNear(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    let frame = 0;
    const onScroll = (): void => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (reached()) setNear(true);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref, rootMargin, threshold, enabled, near]);
  return near;
}
