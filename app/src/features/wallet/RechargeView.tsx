import { type Plan, PlanGrid, type PlanGridStatus } from '@plume/ui';
import type { ReactElement } from 'react';
import { ScreenView } from '../../lib/ScreenView.tsx';

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
    <ScreenView screen="recharge">
      <PlanGrid {...props} />
    </ScreenView>
  );
}
