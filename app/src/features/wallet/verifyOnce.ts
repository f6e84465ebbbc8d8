import { applyServerBalance } from '../../session/balance.ts';
import { type AppStorage, storage } from '../../storage.ts';
import { type Verification, verifyRecharge } from './api.ts';

/**
 * SPEC §4 "Recharge verification … runs once only". React's StrictMode mounts a screen twice and a
 * person may reload it: one verification per session id per page load, shared by every caller. The
 * server is idempotent too (a replay credits nothing), so this only saves the second round trip.
 *
 * A verified recharge changes what the app has cached: the wallet takes the server's balance, and the
 * dashboard's cached activities (the credit wrote one) and generations are dropped (SPEC §4), so the
 * dashboard fetches them again. A failed verification changed nothing and keeps every cache.
 */
const verifications = new Map<string, Promise<Verification>>();

export function verifyOnce(
  sessionId: string,
  verify: (id: string) => Promise<Verification> = verifyRecharge,
  store: AppStorage = storage,
): Promise<Verification> {
  let pending = verifications.get(sessionId);
  if (!pending) {
    pending = verify(sessionId).then((verification) => {
      applyServerBalance(verification.balanceCents, store);
      store.clearDashboardCache();
      return verification;
    });
    verifications.set(sessionId, pending);
  }
  return pending;
}

/** Tests only: forget what was verified. */
export function resetVerifications(): void {
  verifications.clear();
}
