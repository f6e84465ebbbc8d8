import { type Verification, verifyRecharge } from './api.ts';

/**
 * SPEC §4 "Recharge verification … runs once only". React's StrictMode mounts a screen twice and a
 * person may reload it: one verification per session id per page load, shared by every caller. The
 * server is idempotent too (a replay credits nothing), so this only saves the second round trip.
 */
const verifications = new Map<string, Promise<Verification>>();

export function verifyOnce(
  sessionId: string,
  verify: (id: string) => Promise<Verification> = verifyRecharge,
): Promise<Verification> {
  let pending = verifications.get(sessionId);
  if (!pending) {
    pending = verify(sessionId);
    verifications.set(sessionId, pending);
  }
  return pending;
}

/** Tests only: forget what was verified. */
export function resetVerifications(): void {
  verifications.clear();
}
