import { PageHeader, type Plan, PlanGrid, type PlanGridStatus, Stack } from '@plume/ui';
import type { ReactElement } from 'react';

export type RechargeViewProps = {
  status: PlanGridStatus;
  plans: Plan[];
  onBuy: (planId: string) => void;
  /** The plan whose checkout is opening: its button waits, the others are disabled. */
  busyPlanId: string | null;
  loadError?: string;
  onRetry: () => void;
  /** A checkout that could not open, or a returning payment that could not be verified. */
  paymentError: string | null;
};

/** /wallet-recharge "Choose Your Plan": one card per one-time package. */
export function RechargeView(props: RechargeViewProps): ReactElement {
  return (
    <Stack space="lg">
      <PageHeader
        title="Choose Your Plan"
        description="One-time credit packages for your wallet, paid on a secure card page. Credit never expires."
      />
      <PlanGrid {...props} />
    </Stack>
  );
}
