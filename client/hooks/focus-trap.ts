import type { KeyboardEvent } from 'react';

/** What Tab can reach: enabled controls, links, and anything given a tab stop. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside an open dialog-like panel (the mobile menu, the filter
 * drawer): from the last visible control Tab wraps to the first, Shift+Tab
 * the other way. Call from the panel's keydown; other keys are left alone.
 */
export function trapTabKey(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || !panel) return;
  // Controls in collapsed groups or hidden by the layout take no tab stop.
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
