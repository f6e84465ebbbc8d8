import type { ReactElement } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Alert } from '../Alert/Alert.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import { type Plan, PlanCard } from '../PlanCard/PlanCard.tsx';
import { PlanCardSkeleton } from '../PlanCard/PlanCardSkeleton.tsx';
import * as s from './PlanGrid.css.ts';

export type PlanGridStatus = 'loading' | 'error' | 'ready';

export interface PlanGridProps {
  /** `loading`: skeleton cards; `error`: `loadError` with a Retry; `ready`: one PlanCard per plan. */
  status: PlanGridStatus;
  /** The packages in display order; read only when `status` is `ready`. */
  plans?: readonly Plan[];
  /** Called with the plan's id when its 'Buy Credits' is pressed. */
  onBuy: (planId: string) => void;
  /** The plan whose checkout is being opened: that card spins, every other card's button is disabled. */
  busyPlanId?: string | null;
  /**
   * Why the plans did not load (SPEC §8: the server's 'Failed to fetch pricing plans', else 'An error
   * occurred while fetching pricing plans'). Default 'Failed to fetch pricing plans'.
   */
  loadError?: string;
  /** Retry after a load error; without it no Retry button shows. */
  onRetry?: () => void;
  /**
   * A payment problem shown above the cards, which stay usable (SPEC §8: 'Failed to initiate payment
   * process', 'An error occurred while initiating payment', 'Failed to verify payment. Please contact support.').
   */
  paymentError?: string | null;
  /** How many skeleton cards show while loading. Default 3. */
  skeletonCount?: number;
  /** Shown when `ready` with no plans. Default 'No plans are available right now.' */
  emptyMessage?: string;
}

/** The body of SPEC §2 "Choose Your Plan": a responsive grid of PlanCards, with loading, error and payment states. */
export function PlanGrid({
  status,
  plans = [],
  onBuy,
  busyPlanId = null,
  loadError = 'Failed to fetch pricing plans',
  onRetry,
  paymentError,
  skeletonCount = 3,
  emptyMessage = 'No plans are available right now.',
}: PlanGridProps): ReactElement {
  if (status === 'loading') {
    return (
      <div className={s.root} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          Loading plans
        </span>
        <div className={s.grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <PlanCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={s.root}>
        <LoadError onRetry={onRetry}>{loadError}</LoadError>
      </div>
    );
  }

  const anyBusy = busyPlanId != null;
  return (
    <div className={s.root}>
      {paymentError ? <Alert tone="error">{paymentError}</Alert> : null}
      {plans.length === 0 ? (
        <EmptyState title={emptyMessage} icon={<Icons.Wallet size="lg" />} />
      ) : (
        <ul className={s.grid} aria-label="Plans">
          {plans.map((plan) => (
            <li key={plan.id} className={s.cell}>
              <PlanCard
                plan={plan}
                onBuy={onBuy}
                busy={plan.id === busyPlanId}
                disabled={anyBusy && plan.id !== busyPlanId}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
