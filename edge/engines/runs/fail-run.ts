import type { Deps } from '../../deps.ts';
import { recordActivity } from '../../features/activity/record.ts';
import { release } from '../../features/wallet/charges.ts';
import { balanceOf } from '../../features/wallet/ledger.ts';
import { centsToDollars } from '../../features/wallet/service.ts';
import { MODEL_FAILED, MODEL_FAILED_CODE } from './contract.ts';
import { finishRun } from './runs.ts';

/** The 502 a failed paid run answers (and replays for its Idempotency-Key): the money is back. */
export type FailedRunAnswer = {
  status: 502;
  body: { success: false; message: string; code: string; current_balance: number };
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The end of a paid run whose model failed (ARCHITECTURE §6): every hold of the run is given back,
 * the failure is stored as the run's answer (502, with the balance after the release) and the person's
 * activities say what came back — all in one transaction, so a replay finds the same answer.
 * `what` names the run in that activity: 'concept generation', 'refining a post'.
 */
export async function failPaidRun(
  deps: Pick<Deps, 'db' | 'clock' | 'logger' | 'config'>,
  userId: string,
  run: { generationId: string; references: string[] },
  error: unknown,
  what: string,
): Promise<FailedRunAnswer> {
  const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  deps.logger.warn(`${what} failed`, { generationId: run.generationId, failure });
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    let returned = 0;
    for (const reference of run.references) {
      const back = await release({ ...deps, db: tx }, reference, 'the model failed');
      if (back.changed) returned += back.amountCents;
    }
    const body = {
      success: false as const,
      message: MODEL_FAILED,
      code: MODEL_FAILED_CODE,
      current_balance: centsToDollars(await balanceOf(tx, userId)),
    };
    await finishRun(tx, run.generationId, {
      status: 'failed',
      at: now,
      costCents: 0,
      failure: failure.slice(0, 2000),
      responseStatus: 502,
      response: body,
    });
    if (returned > 0) {
      await recordActivity(tx, now, {
        userId,
        type: 'release',
        message: `Returned ${dollars(returned)}: ${what} failed.`,
      });
    }
    return { status: 502 as const, body };
  });
}
