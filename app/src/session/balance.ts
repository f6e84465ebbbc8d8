import { type AppStorage, storage } from '../storage.ts';

/**
 * The server is the authority on the balance (ARCHITECTURE §6): every money-moving answer carries
 * `current_balance`, and the cached `userData` takes it as is — never a client-side subtraction, which
 * would drift from the ledger after a release or a refund (a stated deviation from SPEC §4).
 */
export function applyServerBalance(balanceCents: number | null, store: AppStorage = storage): void {
  if (balanceCents === null) return;
  const profile = store.userData.get();
  if (profile) store.userData.set({ ...profile, current_balance: balanceCents / 100 });
}
