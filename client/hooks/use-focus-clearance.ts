import { useEffect, type RefObject } from 'react';

/** Room left between a focused element and the bar it was scrolled clear of. */
const CLEARANCE_PX = 8;

/** The bars pinned to the viewport now (the header, the cookie notice, the ad popup, a sticky button bar). */
const bars = new Set<RefObject<HTMLElement | null>>();

/** What a focused element shows on screen: itself, or for a visually hidden control (a styled checkbox) its label. */
function shownRect(target: Element): DOMRect {
  const own = target.getBoundingClientRect();
  if (own.width * own.height >= 4) return own;
  return (target.closest('label') ?? target.parentElement ?? target).getBoundingClientRect();
}

/**
 * How far to scroll so the focused element sits in the band the bars leave free: below the
 * lowest bar at the top, above the highest at the bottom (only bars in its columns count);
 * an element taller than the band shows its start.
 */
export function clearanceScroll(shown: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>, covers: readonly Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>[], viewportHeight: number): number {
  let top = 0;
  let bottom = viewportHeight;
  for (const cover of covers) {
    if (cover.bottom <= cover.top || cover.right <= shown.left || cover.left >= shown.right) continue;
    if ((cover.top + cover.bottom) / 2 > viewportHeight / 2) bottom = Math.min(bottom, cover.top);
    else top = Math.max(top, cover.bottom);
  }
  if (shown.top < top) return shown.top - top - CLEARANCE_PX;
  if (shown.bottom > bottom) return Math.min(shown.bottom - bottom + CLEARANCE_PX, shown.top - top - CLEARANCE_PX);
  return 0;
}

/** When a pointer was last pressed: focus that follows a press (a click, a tap) is the pointer's, not the keyboard's. */
let pointerPressedAt = -Infinity;
const POINTER_FOCUS_MS = 1_000;
function onPointerDown(): void {
  pointerPressedAt = performance.now();
}

/**
 * Where a bar is drawn once it has come in: an entrance animation (the cookie notice and the
 * ad popup rise in) draws it lower than where it stops, and clearing focus of that position
 * would leave the focused element under the bar when the animation ends. A bar moved by a
 * transition or a static transform (the Business header sliding away) is taken where it is.
 */
function restingRect(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  const entering = element.getAnimations().some((animation) => animation.playState === 'running' && 'animationName' in animation);
  if (!entering) return rect;
  const transform = getComputedStyle(element).transform;
  if (!transform || transform === 'none') return rect;
  const { m41, m42 } = new DOMMatrixReadOnly(transform);
  return new DOMRect(rect.x - m41, rect.y - m42, rect.width, rect.height);
}

/** Scrolls a keyboard-focused element into the band the bars leave free, if one of them covers it. */
function clearOfBars(target: Element): void {
  // Scrolling under a pointer between its press and release would send the click elsewhere
  // (a press on a label focuses its scrollable panel): only keyboard focus is moved clear.
  if (performance.now() - pointerPressedAt < POINTER_FOCUS_MS) return;
  const covers: DOMRect[] = [];
  for (const bar of bars) {
    const element = bar.current;
    if (!element) continue;
    // Focus inside a bar is the bar's own business.
    if (element.contains(target)) return;
    covers.push(restingRect(element));
  }
  const by = clearanceScroll(shownRect(target), covers, window.innerHeight);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

function onFocusIn(event: FocusEvent): void {
  if (event.target instanceof Element) clearOfBars(event.target);
}

/**
 * Clears the element that has keyboard focus now of the bars: called when a bar appears or
 * changes size (the ad popup comes in while a keyboard visitor is mid-page, so over whatever
 * has focus; no focus event follows that would move it clear).
 */
export function keepFocusClear(): void {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement || !active.matches(':focus-visible')) return;
  clearOfBars(active);
}

/**
 * Keeps keyboard focus from landing under a bar pinned to the viewport (WCAG 2.2 2.4.11): when
 * focus moves to an element outside the bars that one of them covers, the page scrolls it
 * into the band they leave free. The browser's own focus scrolling does not do it: it scrolls
 * only elements outside the viewport (scroll-padding, see use-bottom-overlay.ts, then helps),
 * an element already on screen under a bar stays there; nor does it know a sticky bar that
 * covers only the list it belongs to.
 */
export function useFocusClearance(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active) return;
    if (bars.size === 0) {
      document.addEventListener('focusin', onFocusIn);
      document.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
    }
    bars.add(ref);
    return () => {
      bars.delete(ref);
      if (bars.size > 0) return;
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
    };
  }, [ref, active]);
}
