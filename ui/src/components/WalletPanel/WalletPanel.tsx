import type { ReactElement } from 'react';
import { formatCents } from '../../lib/money.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Button, LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import {
  actions,
  amount,
  badge,
  balanceLink,
  caption,
  header,
  linkChevron,
  loadingRow,
  message,
  notice,
  panel,
} from './WalletPanel.css.ts';

export interface WalletPanelProps {
  /** The balance is being fetched: a spinner. Wins over `error`. */
  loading: boolean;
  /** Integer cents; null/undefined means unknown and reads like an empty wallet. */
  balanceCents?: number | null;
  /**
   * The balance fetch failed: 'Couldn't load your balance' and a Retry instead of 'Recharge your wallet to
   * start generating' (that nudge would invite a funded person to pay again).
   */
  error?: boolean;
  /** Retry after `error`; without it no Retry button shows. */
  onRetry?: () => void;
  /** Where Recharge goes ('/wallet-recharge'). */
  rechargeHref: string;
  /** When given, the funded balance is a link here (the wallet history, '/wallet'). */
  balanceHref?: string;
  /** Client-side routing for Recharge and the balance link, called on plain left-clicks only. */
  onNavigate?: NavigateHandler;
  /** Default 'Recharge'. */
  rechargeLabel?: string;
  /**
   * The person's low-balance threshold in cents (User Info): a funded balance below it shows a notice
   * and makes Recharge the primary action. null/undefined/0: no notice.
   */
  lowBalanceCents?: number | null;
}

type PanelState = 'loading' | 'error' | 'funded' | 'low' | 'empty';

function panelState({ loading, error, balanceCents, lowBalanceCents }: WalletPanelProps): PanelState {
  if (loading) return 'loading';
  if (error) return 'error';
  if (balanceCents == null || balanceCents <= 0) return 'empty';
  return lowBalanceCents && balanceCents < lowBalanceCents ? 'low' : 'funded';
}

/**
 * SPEC §2 "Wallet panel": spinner while loading, a nudge at zero, the balance when funded (a link to the
 * history when `balanceHref` is given), a notice under it below the person's low-balance threshold,
 * and a Retry when the balance could not be fetched.
 */
export function WalletPanel(props: WalletPanelProps): ReactElement {
  const { balanceCents, onRetry, rechargeHref, balanceHref, onNavigate, rechargeLabel = 'Recharge' } = props;
  const state = panelState(props);
  const figure = (
    <div>
      <p className={caption}>Wallet balance</p>
      <p className={amount}>{formatCents(balanceCents ?? 0)}</p>
    </div>
  );
  return (
    <section className={panel({ state })} aria-label="Wallet" data-state={state}>
      <div className={header}>
        <span className={badge({ state })}>
          {state === 'error' ? <Icons.Alert size="sm" /> : <Icons.Wallet size="sm" />}
        </span>
        {state === 'loading' ? (
          <span className={loadingRow}>
            <Spinner size="sm" label="Loading balance" />
            <span aria-hidden="true">Loading balance…</span>
          </span>
        ) : state === 'funded' || state === 'low' ? (
          balanceHref ? (
            <a href={balanceHref} className={balanceLink} onClick={navigationClick(balanceHref, onNavigate)}>
              {figure}
              <Icons.ChevronRight size="sm" className={linkChevron} />
            </a>
          ) : (
            figure
          )
        ) : state === 'error' ? (
          <p className={message} role="alert">
            Couldn't load your balance
          </p>
        ) : (
          <p className={message}>Recharge your wallet to start generating</p>
        )}
      </div>
      {state === 'low' ? (
        <p className={notice} role="status">
          Running low: below your {formatCents(props.lowBalanceCents ?? 0)} warning. Recharge soon so a
          generation is not stopped.
        </p>
      ) : null}
      <div className={actions}>
        {state === 'error' && onRetry ? (
          <Button size="sm" fullWidth onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        <LinkButton
          href={rechargeHref}
          onNavigate={onNavigate}
          variant={state === 'funded' || state === 'error' ? 'secondary' : 'primary'}
          size="sm"
          fullWidth
          iconStart={<Icons.Plus size="sm" />}
        >
          {rechargeLabel}
        </LinkButton>
      </div>
    </section>
  );
}
