import type { ReactElement } from 'react';
import { Icons } from '../Icons/Icons.tsx';

/** The ledger's kinds of balance change (edge/db/schema/wallet.ts `ledgerKinds`). */
export type LedgerKind = 'recharge' | 'reservation' | 'release' | 'reversal' | 'adjustment' | 'grant';

interface KindLook {
  /** What a person reads: a reservation is the charge a generation made, a release gives it back. */
  label: string;
  icon: () => ReactElement;
  tone: 'success' | 'brand' | 'neutral' | 'danger' | 'accent';
}

export const ledgerKindLooks: Record<LedgerKind, KindLook> = {
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
