import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape and on a pointer press outside `ref` while
 * `active`: the usual way to close a popover or menu.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onDismiss();
    };
    const onPointerDown = (event: PointerEvent): void => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [ref, active, onDismiss]);
}
