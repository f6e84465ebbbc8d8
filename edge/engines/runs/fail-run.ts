import type { Deps } from '../../deps.ts';
import { centsToDollars } from '../../features/wallet/service.ts';
import { MODEL_FAILED, MODEL_FAILED_CODE } from './contract.ts';
import type { ReplayedRun } from './runs.ts';
import { finishRunStatement } from './statements/finish-run.ts';

/** The 502 a failed paid run answers (and replays for its Idempotency-Key): the money is back. */
export type FailedRunAnswer = {
  status: 502;
  body: { success: false; message: string; code: string; current_balance: number };
};

/** What a paid run's route answers: the run's own 200 body, the 502 of a failed run, or a replay. */
export type PaidRunAnswer<Body> =
  | { status: 200; body: Body }
  | FailedRunAnswer
  | Pick<ReplayedRun, 'status' | 'body'>;

/**
 * The end of a paid run whose model failed (ARCHITECTURE §6): every hold of the run is given back,
 * the failure is stored as the run's answer (502, with the balance after the release) and the person's
 * activities say what came back — all in one statement (statements/finish-run.ts), so a replay finds
 * the same answer. `what` names the run in that activity: 'concept generation', 'refining a post'.
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
  const body = {
    success: false as const,
    message: MODEL_FAILED,
    code: MODEL_FAILED_CODE,
    current_balance: 0,
  };
  const [end] = await finishRunStatement(deps.db, {
    userId,
    generationId: run.generationId,
    status: 'failed',
    at: deps.clock.now(),
    settle: [],
    release: run.references,
    releaseReason: 'the model failed',
    failure: failure.slice(0, 2000),
    responseStatus: 502,
    // Stored without the balance: a replay answers with the balance of its own day.
    response: body,
    releaseActivity: `: ${what} failed.`,
  });
  return { status: 502, body: { ...body, current_balance: centsToDollars(end?.balanceCents ?? 0) } };
}
