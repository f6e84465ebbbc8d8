import type { ReactElement } from 'react';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { formatCents } from '../../lib/money.ts';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Button, LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Text } from '../Text/Text.tsx';
import * as s from './WalletSummary.css.ts';

export interface WalletSummaryProps {
  /** The balance in integer cents (`current_balance` × 100); shown as `$N.NN`. null/undefined shows $0.00. */
  balanceCents?: number | null;
  /** The balance is being fetched: a placeholder instead of the amount. */
  loading?: boolean;
  /**
   * The balance could not be fetched: this message and a Retry instead of an amount, never a misleading
   * $0.00. Default none (no error).
   */
  error?: string | null;
  /** Retry after `error`; without it no Retry button shows. */
  onRetry?: () => void;
  /** Where Recharge goes (the plans, '/wallet-recharge'). */
  rechargeHref: string;
  /** Client-side routing for Recharge, called on plain left-clicks only. */
  onNavigate?: NavigateHandler;
  /** Default 'Recharge'. */
  rechargeLabel?: string;
}

/** The top of /wallet (SPEC §9): the balance, large, with a dollar sign and 2 decimals, and Recharge. */
export function WalletSummary({
  balanceCents,
  loading = false,
  error,
  onRetry,
  rechargeHref,
  onNavigate,
  rechargeLabel = 'Recharge',
}: WalletSummaryProps): ReactElement {
  const failed = !loading && Boolean(error);
  return (
    <section className={s.card} aria-label="Wallet balance" aria-busy={loading || undefined}>
      <div className={s.figure}>
        <span className={iconBadge({ tone: failed ? 'danger' : 'brand', size: 'lg' })} aria-hidden="true">
          <Icons.Wallet size="lg" />
        </span>
        <div className={s.text}>
          <p className={s.caption}>Wallet balance</p>
          {loading ? (
            <>
              <span role="status" className={visuallyHidden}>
                Loading balance
              </span>
              <Skeleton width="8rem" height={vars.size.controlMd} radius="md" />
            </>
          ) : failed ? (
            <Text weight="medium" tone="danger" role="alert">
              {error}
            </Text>
          ) : (
            <p className={s.amount}>{formatCents(balanceCents ?? 0)}</p>
          )}
        </div>
      </div>
      <div className={s.actions}>
        {failed && onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        <LinkButton href={rechargeHref} onNavigate={onNavigate} iconStart={<Icons.Plus size="sm" />}>
          {rechargeLabel}
        </LinkButton>
      </div>
    </section>
  );
}
