import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport (or
 * is `threshold` visible), and stays true. Without IntersectionObserver it is
 * true right after mount. False on the server and at hydration.
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, enabled, near]);
  return near;
}
