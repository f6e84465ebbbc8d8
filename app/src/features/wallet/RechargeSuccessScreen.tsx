import { RechargeResult, Stack } from '@plume/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { verificationFailure } from './api.ts';
import { verifyOnce } from './verifyOnce.ts';

type Outcome =
  | { status: 'verifying' }
  | { status: 'success'; balanceCents: number | null }
  | { status: 'failure'; reason: string };

/** SPEC §2 /wallet-recharge/success: where the checkout sends a person back; verifies once (SPEC §4). */
export default function RechargeSuccessScreen(): ReactElement {
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });

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
    <Stack space="lg">
      {sessionId ? (
        <RechargeResult
          status={outcome.status}
          balanceCents={outcome.status === 'success' ? outcome.balanceCents : null}
          reason={outcome.status === 'failure' ? outcome.reason : null}
          homeHref="/"
          plansHref="/wallet-recharge"
          onNavigate={(href) => navigate(href)}
        />
      ) : (
        <RechargeResult
          status="missing-session"
          homeHref="/"
          plansHref="/wallet-recharge"
          onNavigate={(href) => navigate(href)}
        />
      )}
    </Stack>
  );
}
