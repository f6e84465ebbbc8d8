import { useEffect, useState } from 'react';

/**
 * The clock the resend countdown reads: `Date.now()`, re-read every `intervalMs` while `active`.
 * Only Date and setInterval are used, so a test's fake clock (Playwright `page.clock`) drives it.
 */
export function useNow(active: boolean, intervalMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
