import { useEffect, type RefObject } from 'react';
import { keepFocusClear, useFocusClearance } from './use-focus-clearance.ts';

/** The fixed elements that may cover the bottom of the viewport. */
export type BottomOverlay = 'cookie-notice' | 'sticky-bar' | 'ad-popup' | 'compare-tray';

/** What each overlay covers at the bottom of the viewport now, in px. */
const covered = new Map<BottomOverlay, number>();
/** The comparison trays on the page: they sit above the other overlays. */
const trays = new Set<HTMLElement>();

/**
 * Writes the room the overlays take where it is used, and nowhere else: the root's
 * scroll padding (focus and hash targets land clear of them), the body's bottom
 * padding (the page end scrolls clear of them) and each comparison tray's offset
 * (it sits above the others). These are properties of those elements alone; a custom
 * property on <html> would be inherited by every element, and each write restyled the
 * whole document: 110–250 ms on a 4× slower phone when the cookie notice appeared on
 * /models (issue 26). The stylesheet's values stand while nothing covers the bottom.
 */
function applyOverlays(): void {
  let all = 0;
  for (const px of covered.values()) all += px;
  const belowTrays = all - (covered.get('compare-tray') ?? 0);
  setStyle(document.documentElement, 'scroll-padding-bottom', all > 0 ? `calc(${all}px + var(--space-2))` : '');
  setStyle(document.body, 'padding-bottom', all > 0 ? `${all}px` : '');
  for (const tray of trays) setStyle(tray, 'bottom', belowTrays > 0 ? `calc(${belowTrays}px + var(--space-2))` : '');
}

/** Writes only a changed value: even an equal write marks the element for a style recalculation. */
function setStyle(element: HTMLElement, property: string, value: string): void {
  if (element.style.getPropertyValue(property) === value) return;
  if (value === '') element.style.removeProperty(property);
  else element.style.setProperty(property, value);
}

/**
 * Tells the page how much of the viewport's bottom a fixed element covers. The page
 * turns that into scroll padding, so an element that receives focus is scrolled clear
 * of the overlay instead of under it (WCAG 2.4.11), and into room at the page end;
 * focus on an element already on screen under it scrolls it clear
 * (use-focus-clearance.ts), and so does the focused element when the overlay appears or
 * grows over it. Cleared when the element goes.
 */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, name: BottomOverlay, active = true): void {
  useFocusClearance(ref, active);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    if (name === 'compare-tray') trays.add(element);
    const measure = (): void => {
      const rect = element.getBoundingClientRect();
      const px = rect.height > 0 && getComputedStyle(element).position === 'fixed' ? Math.ceil(Math.max(0, window.innerHeight - rect.top)) : 0;
      covered.set(name, px);
      applyOverlays();
      keepFocusClear();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    // An overlay that rises in is measured lower than it ends: measure again where it stops.
    element.addEventListener('animationend', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      element.removeEventListener('animationend', measure);
      covered.delete(name);
      if (name === 'compare-tray') {
        trays.delete(element);
        setStyle(element, 'bottom', '');
      }
      applyOverlays();
    };
  }, [ref, name, active]);
}
