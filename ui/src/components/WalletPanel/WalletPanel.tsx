import type { ReactElement } from 'react';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { formatCents } from './formatCents.ts';
import { amount, badge, caption, header, loadingRow, message, panel } from './WalletPanel.css.ts';

export interface WalletPanelProps {
  loading: boolean;
  /** Integer cents; null/undefined means unknown and reads like an empty wallet. */
  balanceCents?: number | null;
  rechargeHref: string;
  onNavigate?: NavigateHandler;
  rechargeLabel?: string;
}

/** SPEC §2 "Wallet panel": spinner while loading, a nudge at zero, the balance when funded. */
export function WalletPanel({
  loading,
  balanceCents,
  rechargeHref,
  onNavigate,
  rechargeLabel = 'Recharge',
}: WalletPanelProps): ReactElement {
  const state = loading ? 'loading' : balanceCents != null && balanceCents > 0 ? 'funded' : 'empty';
  return (
    <section className={panel({ state })} aria-label="Wallet" data-state={state}>
      <div className={header}>
        <span className={badge({ state })}>
          <Icons.Wallet size="sm" />
        </span>
        {state === 'loading' ? (
          <span className={loadingRow}>
            <Spinner size="sm" label="Loading balance" />
            <span aria-hidden="true">Loading balance…</span>
          </span>
        ) : state === 'funded' ? (
          <div>
            <p className={caption}>Wallet balance</p>
            <p className={amount}>{formatCents(balanceCents ?? 0)}</p>
          </div>
        ) : (
          <p className={message}>Recharge your wallet to start generating</p>
        )}
      </div>
      <LinkButton
        href={rechargeHref}
        onNavigate={onNavigate}
        variant={state === 'funded' ? 'secondary' : 'primary'}
        size="sm"
        fullWidth
        iconStart={<Icons.Plus size="sm" />}
      >
        {rechargeLabel}
      </LinkButton>
    </section>
  );
}
