import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: an error toast or banner shows for 5 seconds. */
export const BANNER_MS = 5000;

/**
 * A message that hides itself after 5 s (SPEC §4 "Error banner or toast"). While the pointer or the
 * keyboard focus is on it the clock stops, so a person can still reach its Recharge Now link (WCAG
 * 2.2.1: time limits can be extended); leaving it starts a fresh 5 s.
 */
export function useBanner<T>(ms = BANNER_MS) {
  const [message, setMessage] = useState<T | null>(null);
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (message === null || held) return;
    timer.current = setTimeout(() => {
      setHeld(false);
      setMessage(null);
    }, ms);
    return () => clearTimeout(timer.current);
  }, [message, held, ms]);

  // A banner that goes away takes its hold with it: the next one gets its full 5 s.
  const show = useCallback((next: T) => {
    setHeld(false);
    setMessage(next);
  }, []);
  const hide = useCallback(() => {
    setHeld(false);
    setMessage(null);
  }, []);
  /** Spread on the element around the banner. */
  const holdProps = {
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };
  return { message, show, hide, holdProps };
}
