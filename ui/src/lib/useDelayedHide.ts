import { useCallback, useEffect, useRef, useState } from 'react';

export interface DelayedHide {
  open: boolean;
  /** What the person sees, readable inside one gesture before React re-renders. */
  shown: { readonly current: boolean };
  /** Opens now, cancelling a pending hide. */
  show: () => void;
  /** Closes `hideDelayMs` from now unless show() comes first (the pointer came back). */
  hideLater: () => void;
  /** Closes now, cancelling a pending hide. */
  hideNow: () => void;
}

/**
 * Open/closed state for a bubble that shows on hover or focus and lingers `hideDelayMs` after the
 * pointer leaves, so the pointer can travel from the trigger onto the bubble (and its link). The
 * pending hide is cancelled on unmount.
 */
export function useDelayedHide(hideDelayMs: number, defaultOpen = false): DelayedHide {
  const [open, setOpenState] = useState(defaultOpen);
  const shown = useRef(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = useCallback((next: boolean) => {
    shown.current = next;
    setOpenState(next);
  }, []);
  const cancelHide = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = useCallback(() => {
    cancelHide();
    setOpen(true);
  }, [cancelHide, setOpen]);
  const hideLater = useCallback(() => {
    cancelHide();
    timer.current = setTimeout(() => setOpen(false), hideDelayMs);
  }, [cancelHide, hideDelayMs, setOpen]);
  const hideNow = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, [cancelHide, setOpen]);

  useEffect(() => cancelHide, [cancelHide]);

  return { open, shown, show, hideLater, hideNow };
}
