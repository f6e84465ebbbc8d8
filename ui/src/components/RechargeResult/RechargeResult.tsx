import { type ReactElement, useId } from 'react';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { formatCents } from '../../lib/money.ts';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { LinkButton } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './RechargeResult.css.ts';

export type RechargeResultStatus = 'verifying' | 'success' | 'failure' | 'missing-session';

export interface RechargeResultProps {
  /**
   * `verifying`: the session is being checked; `success`: the wallet was credited; `failure`: it was not
   * (see `reason`); `missing-session`: the page was opened without a `session_id`.
   */
  status: RechargeResultStatus;
  /** The wallet balance after the recharge, integer cents (the answer's `current_balance` × 100). Shown on success when given. */
  balanceCents?: number | null;
  /**
   * Why verification failed (SPEC §8: the server's message, else 'Verification failed. Please try again.',
   * else 'An error occurred during verification. Please try again.'). Default the first fallback.
   */
  reason?: string | null;
  /** Where 'Return to Home' goes. Default '/' (SPEC §2). */
  homeHref?: string;
  /** When given, failures also offer 'Choose a plan' linking here (e.g. '/wallet-recharge'). */
  plansHref?: string;
  /** Client-side routing for both links, called on plain left-clicks only. */
  onNavigate?: NavigateHandler;
}

const DEFAULT_REASON = 'Verification failed. Please try again.';
const MISSING_SESSION = 'No session ID found. Please try the recharge process again.';

const tones = {
  verifying: 'brand',
  success: 'success',
  failure: 'danger',
  'missing-session': 'danger',
} as const;

/** SPEC §2 "/wallet-recharge/success": verifying, success, failure (with its reason), no session id. */
export function RechargeResult({
  status,
  balanceCents,
  reason,
  homeHref = '/',
  plansHref,
  onNavigate,
}: RechargeResultProps): ReactElement {
  const titleId = useId();
  const failed = status === 'failure' || status === 'missing-session';
  return (
    <section className={s.card} aria-labelledby={titleId} data-status={status}>
      <span className={iconBadge({ tone: tones[status] })} aria-hidden="true">
        {status === 'verifying' ? (
          <Spinner size="md" />
        ) : status === 'success' ? (
          <Icons.Check size="lg" />
        ) : (
          <Icons.Alert size="lg" />
        )}
      </span>
      {/* One live region across states, so the outcome replacing 'Verifying…' is announced. */}
      <Stack space="sm" align="center" aria-live="polite" aria-atomic="true">
        {status === 'verifying' ? (
          <h1 id={titleId} className={s.title}>
            Verifying your recharge...
          </h1>
        ) : status === 'success' ? (
          <>
            <h1 id={titleId} className={s.title}>
              Recharge Successful!
            </h1>
            <p className={s.text}>Your wallet has been successfully recharged.</p>
            {balanceCents != null ? (
              <p className={s.balance}>
                <span className={s.balanceCaption}>New balance</span>
                <span className={s.balanceAmount}>{formatCents(balanceCents)}</span>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <h1 id={titleId} className={s.title}>
              Verification Failed
            </h1>
            <p className={s.text}>
              {status === 'missing-session' ? MISSING_SESSION : reason || DEFAULT_REASON}
            </p>
          </>
        )}
      </Stack>
      <div className={s.actions}>
        <LinkButton
          href={homeHref}
          onNavigate={onNavigate}
          variant={failed && plansHref ? 'secondary' : 'primary'}
          iconStart={<Icons.ArrowLeft size="sm" />}
        >
          Return to Home
        </LinkButton>
        {failed && plansHref ? (
          <LinkButton href={plansHref} onNavigate={onNavigate} iconStart={<Icons.Wallet size="sm" />}>
            Choose a plan
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
