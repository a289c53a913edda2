import { useEffect, type RefObject } from 'react';
import { useFocusClearance } from './use-focus-clearance.ts';

/** The CSS custom property per overlay: the space it covers at the bottom of the viewport. */
export type BottomOverlay = 'cookie-notice' | 'sticky-bar' | 'ad-popup' | 'compare-tray';

/**
 * Tells the page how much of the viewport's bottom a fixed element covers, as
 * `--overlay-<name>` on <html>. The stylesheet turns that into scroll padding,
 * so an element that receives focus is scrolled clear of the overlay instead
 * of under it (WCAG 2.4.11), and into room at the page end; focus on an element
 * already on screen under it scrolls it clear (use-focus-clearance.ts). Cleared when
 * the element goes.
 */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, name: BottomOverlay, active = true): void {
  useFocusClearance(ref, active);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const property = `--overlay-${name}`;
    const measure = (): void => {
      const rect = element.getBoundingClientRect();
      const covered = rect.height > 0 && getComputedStyle(element).position === 'fixed' ? Math.max(0, window.innerHeight - rect.top) : 0;
      root.style.setProperty(property, `${Math.ceil(covered)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(property);
    };
  }, [ref, name, active]);
}
