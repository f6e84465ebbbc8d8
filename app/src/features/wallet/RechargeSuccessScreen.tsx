import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { verificationFailure } from './api.ts';
import { type RechargeOutcome, RechargeSuccessView } from './RechargeSuccessView.tsx';
import { verifyOnce } from './verifyOnce.ts';

/** SPEC §2 /wallet-recharge/success: where the checkout sends a person back; verifies once (SPEC §4). */
export default function RechargeSuccessScreen(): ReactElement {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<RechargeOutcome>({ status: 'verifying' });

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    verifyOnce(sessionId).then(
      ({ balanceCents }) => {
        // verifyOnce has put the new balance in the wallet and dropped the dashboard's cache.
        if (current) setOutcome({ status: 'success', balanceCents });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setOutcome({ status: 'failure', reason: verificationFailure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId]);

  return (
    <RechargeSuccessView
      outcome={sessionId ? outcome : { status: 'missing-session' }}
      onNavigate={(href) => navigate(href)}
    />
  );
}
