import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { useLoad } from '../../lib/query.ts';
import { fetchPlans, paymentErrors, plansErrors, plansVerifyError, startRecharge } from './api.ts';
import { RechargeView } from './RechargeView.tsx';
import { verifyOnce } from './verifyOnce.ts';

/**
 * SPEC §2 /wallet-recharge "Choose Your Plan": one card per package; buying sends the whole page to the
 * checkout. A returning `session_id` is verified once, then history is replaced with /wallet (without
 * the id, so a Back or a reload never verifies again).
 */
export default function RechargeScreen(): ReactElement {
  const plans = useLoad(['wallet', 'plans'], fetchPlans);
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    verifyOnce(sessionId).then(
      () => {
        // verifyOnce has put the new balance in the wallet and dropped the dashboard's cache.
        if (current) navigate('/wallet', { replace: true });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setPaymentError(plansVerifyError);
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, navigate]);

  const buy = async (planId: string) => {
    setBusyPlanId(planId);
    setPaymentError(null);
    try {
      // The external checkout is a page of its own: leave the SPA entirely.
      window.location.assign(await startRecharge(planId));
    } catch (error) {
      console.error(error);
      setPaymentError(fetchErrorMessage(error, paymentErrors));
      setBusyPlanId(null);
    }
  };

  return (
    <RechargeView
      status={plans.status === 'success' ? 'ready' : plans.status}
      plans={plans.data ?? []}
      onBuy={(planId) => void buy(planId)}
      busyPlanId={busyPlanId}
      loadError={plans.status === 'error' ? fetchErrorMessage(plans.error, plansErrors) : undefined}
      onRetry={plans.retry}
      paymentError={paymentError}
    />
  );
}
