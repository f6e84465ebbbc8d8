import type { EntryLook } from '../../lib/entryLook.ts';
import { Icons } from '../Icons/Icons.tsx';

/** The ledger's kinds of balance change (edge/db/schema/wallet.ts `ledgerKinds`). */
export type LedgerKind = 'recharge' | 'reservation' | 'release' | 'reversal' | 'adjustment' | 'grant';

/** Each kind as a person reads it: a reservation is the charge a generation made, a release gives it back. */
export const ledgerKindLooks: Record<LedgerKind, EntryLook> = {
  recharge: { label: 'Recharge', icon: () => <Icons.Plus size="sm" />, tone: 'success' },
  reservation: { label: 'Charge', icon: () => <Icons.Sparkles size="sm" />, tone: 'brand' },
  release: { label: 'Charge returned', icon: () => <Icons.ArrowLeft size="sm" />, tone: 'success' },
  reversal: { label: 'Reversal', icon: () => <Icons.Alert size="sm" />, tone: 'danger' },
  adjustment: { label: 'Adjustment', icon: () => <Icons.Pencil size="sm" />, tone: 'neutral' },
  grant: { label: 'Welcome credit', icon: () => <Icons.Sparkles size="sm" />, tone: 'accent' },
};

/** The label a kind is shown with ('Recharge', 'Charge', 'Charge returned', 'Reversal', 'Adjustment', 'Welcome credit'). */
export function ledgerKindLabel(kind: LedgerKind): string {
  return ledgerKindLooks[kind].label;
}
