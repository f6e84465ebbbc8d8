import { type NavigateHandler, RechargeResult, type RechargeResultStatus, Stack } from '@plume/ui';
import type { ReactElement } from 'react';

export type RechargeOutcome =
  | { status: Extract<RechargeResultStatus, 'verifying' | 'missing-session'> }
  | { status: 'success'; balanceCents: number | null }
  | { status: 'failure'; reason: string };

export type RechargeSuccessViewProps = { outcome: RechargeOutcome; onNavigate: NavigateHandler };

/** /wallet-recharge/success: the returning payment's verification, then where to go next. */
export function RechargeSuccessView({ outcome, onNavigate }: RechargeSuccessViewProps): ReactElement {
  return (
    <Stack space="lg">
      <RechargeResult
        status={outcome.status}
        balanceCents={outcome.status === 'success' ? outcome.balanceCents : null}
        reason={outcome.status === 'failure' ? outcome.reason : null}
        homeHref="/"
        plansHref="/wallet-recharge"
        onNavigate={onNavigate}
      />
    </Stack>
  );
}
