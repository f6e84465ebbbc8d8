import type { Clock } from '../../edge/deps.ts';

/** A clock that stands still at `iso` until `set` moves it (vitest-free: the e2e factories use it too). */
export const fixedClock = (iso = '2026-01-15T12:00:00Z'): Clock & { set(iso: string): void } => {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
};
