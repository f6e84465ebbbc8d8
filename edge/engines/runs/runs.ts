import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { type GenerationKindName, generations, users } from '../../db/schema/index.ts';
import { at } from '../../db/statement.ts';
import { AppError } from '../../errors.ts';
import {
  type ChargeDeps,
  isUniqueViolation,
  outOfCredits,
  sweepExpiredReservations,
  warnIfDebitCrossed,
} from '../../features/wallet/charges.ts';
import { centsToDollars } from '../../features/wallet/service.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_REUSED_CODE,
  MAX_RUNS_IN_FLIGHT,
  RUN_STILL_RUNNING,
  RUN_STILL_RUNNING_CODE,
  RUNS_IN_FLIGHT,
  RUNS_IN_FLIGHT_CODE,
} from './contract.ts';
import { startRunStatement } from './statements/start-run.ts';

/**
 * The start of every paid run (paid for before the model is called, once per request), in ONE
 * statement when nothing is in the way (statements/start-run.ts says why that is race-safe):
 *   1. an Idempotency-Key seen before answers its first request (replay) with today's balance, 409
 *      while that one still runs, 422 when the key came with another request;
 *   2. at most MAX_RUNS_IN_FLIGHT runs per person (429);
 *   3. the price is read from `costs`, and every unit is reserved (402 when the wallet cannot cover
 *      them all: nothing is written).
 * What that statement cannot settle alone is answered under the person's locks, in one transaction
 * (startRunUnderLock): leftovers of a crash to clear first (a run older than the reservation TTL
 * still marked running is failed, holds past their deadline go back), a twin request or a race for
 * the last place committed meanwhile, a deletion of the account.
 */

export type CostKey = 'concepts-generation' | 'posts-drafting' | 'posts-refine';

export interface StartRunInput {
  userId: string;
  kind: GenerationKindName;
  /** What the person asked for, stored with the run (no image bytes: facts and digests only). */
  input: Record<string, unknown>;
  /** The request's Idempotency-Key, when it came with one. */
  idempotencyKey?: string | undefined;
  /**
   * The paid route, e.g. 'generate/concept': with `hashed` it makes the request's hash (requestHash),
   * which tells a replay from a reuse of the key.
   */
  route: string;
  /** What identifies the request besides its route, when that is not `input` (images by digest). */
  hashed?: Record<string, unknown>;
  costKey: CostKey;
  /** How many units to reserve (one per image; one for a concept run or a post without images). */
  units: number;
  /** The wallet history's line for unit `i` of `units`. */
  describe: (i: number, units: number) => string;
}

export type StartedRun = {
  outcome: 'started';
  generationId: string;
  /** The reservation reference of each unit, in order; empty when the feature is free. */
  references: string[];
  unitCents: number;
  balanceCents: number;
};

export type ReplayedRun = { outcome: 'replay'; status: number; body: Record<string, unknown> };

/** The answer a replay gets for a run that a crash interrupted (its money came back by the sweep). */
export const RUN_INTERRUPTED = 'This generation was interrupted. Nothing was charged; please try again.';
export const RUN_INTERRUPTED_CODE = 'generation_interrupted';

const unitReference = (base: string, i: number, units: number) => (units === 1 ? base : `${base}:${i}`);

/** The run's money reference: `concepts:<id>`, `posts:<id>` (units `posts:<id>:<n>` when several). */
export const runReference = (kind: GenerationKindName, generationId: string) => `${kind}:${generationId}`;

/**
 * The advisory lock a run start takes for its person when it decides under lock (startRunUnderLock);
 * an account deletion takes it too, then the owner's row, which every start locks in its statement,
 * so no run can start while the account is being deleted.
 */
export const lockRunsOf = (tx: Db, userId: string) => lockUntilCommit(tx, `generation-runs:${userId}`);

export async function startRun(deps: ChargeDeps, run: StartRunInput): Promise<StartedRun | ReplayedRun> {
  const hash = await requestHash({ route: run.route, ...(run.hashed ?? run.input) });
  const values = startValues(deps, run, hash);
  let row: StartRow;
  try {
    [row] = (await startRunStatement(deps.db).execute(values)) as [StartRow];
  } catch (error) {
    // A twin with this Idempotency-Key, or a race for the last place, committed meanwhile.
    if (isUniqueViolation(error)) return startRunUnderLock(deps, run, values);
    throw error;
  }
  return (await answerStart(deps, run, values, row, false)) ?? startRunUnderLock(deps, run, values);
}

type StartValues = ReturnType<typeof startValues>;
type StartRow = Awaited<ReturnType<ReturnType<typeof startRunStatement>['execute']>>[number];

function startValues(deps: ChargeDeps, run: StartRunInput, hash: string) {
  if (!Number.isSafeInteger(run.units) || run.units < 1)
    throw new RangeError('A run reserves at least one unit');
  const now = deps.clock.now();
  const ttlMs = deps.config.charges.reservationTtlSeconds * 1000;
  // The id is made here so the row names its money reference from the start (one write, not two).
  const generationId = crypto.randomUUID();
  const base = runReference(run.kind, generationId);
  const units = Array.from({ length: run.units }, (_, i) => i);
  return {
    userId: run.userId,
    kind: run.kind,
    input: JSON.stringify(run.input),
    idempotencyKey: run.idempotencyKey ?? null,
    requestHash: hash,
    costKey: run.costKey,
    generationId,
    reservationReference: base,
    references: units.map((i) => unitReference(base, i, run.units)),
    descriptions: units.map((i) => run.describe(i, run.units)),
    maxInFlight: MAX_RUNS_IN_FLIGHT,
    now: at(now),
    deadline: at(new Date(now.getTime() + ttlMs)),
    staleBefore: at(new Date(now.getTime() - ttlMs)),
  };
}

/**
 * What the start statement's row means, or null when only the locked path can tell (`underLock`
 * false): leftovers of a crash, or a refusal the snapshot cannot explain (a change committed while
 * the statement waited for the owner's row).
 */
async function answerStart(
  deps: ChargeDeps,
  run: StartRunInput,
  values: StartValues,
  row: StartRow,
  underLock: boolean,
): Promise<StartedRun | ReplayedRun | null> {
  if (row.started) {
    const unitCents = row.unitCents ?? 0;
    const balanceCents = row.balanceAfter ?? 0;
    const entries = row.entries ?? [];
    // The low-balance mail, for the one unit (if any) whose debit crossed the threshold.
    for (const [i, entry] of entries.entries()) {
      await warnIfDebitCrossed(deps, {
        userId: run.userId,
        entryId: entry.id,
        amountCents: -unitCents,
        balanceCents: balanceCents + unitCents * (run.units - i - 1),
        thresholdCents: row.thresholdCents ?? 0,
      });
    }
    return {
      outcome: 'started',
      generationId: values.generationId,
      // A free feature (an operator set its price to 0) reserves nothing: a hold needs a positive amount.
      references: unitCents > 0 ? values.references : [],
      unitCents,
      balanceCents,
    };
  }
  // A request that passed its session check just before the account was deleted finds a tombstone:
  // it must not start a run for it.
  if (row.ownerBalance === null || row.ownerDeleted) {
    throw new AppError(401, 'Not signed in.', 'unauthenticated');
  }
  // First the leftovers of a crash: a retried key may name the run that crashed (interrupted, 503).
  if (row.blocked && !underLock) return null;
  if (row.seen) return replayOf(row.seen, row.ownerBalance, run, values.requestHash);
  if (!row.placeFree) throw new AppError(429, RUNS_IN_FLIGHT, RUNS_IN_FLIGHT_CODE, { retryAfterSeconds: 5 });
  if (row.unitCents === null) {
    throw new Error(`The costs table has no ${run.costKey} price (edge/content/costs.json)`);
  }
  if (underLock || row.ownerBalance < row.unitCents * run.units) throw outOfCredits();
  return null;
}

/**
 * The start under the person's locks, in one transaction: the runs' advisory lock (which an account
 * deletion takes too) and the owner's row, so no other start or deletion of theirs can commit
 * meanwhile and every statement here sees all that did. Crash leftovers are cleared, then the same
 * start statement runs, and its answer is final.
 */
function startRunUnderLock(
  deps: ChargeDeps,
  run: StartRunInput,
  values: StartValues,
): Promise<StartedRun | ReplayedRun> {
  return deps.db.transaction(async (tx) => {
    await lockRunsOf(tx, run.userId);
    const [owner] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, run.userId))
      .for('update');
    if (!owner || owner.deletedAt) throw new AppError(401, 'Not signed in.', 'unauthenticated');
    const txDeps: ChargeDeps = { ...deps, db: tx };
    // Holds of a crashed run go back first (they would be anyway, by the sweep).
    await sweepExpiredReservations(txDeps, { userId: run.userId });
    await tx
      .update(generations)
      .set({ status: 'failed', failure: 'interrupted', finishedAt: new Date(values.now) })
      .where(
        and(
          eq(generations.userId, run.userId),
          eq(generations.status, 'running'),
          lte(generations.createdAt, new Date(values.staleBefore)),
        ),
      );
    const [row] = (await startRunStatement(tx).execute(values)) as [StartRow];
    const answer = await answerStart(txDeps, run, values, row, true);
    if (!answer) throw new Error('A run start under the lock was left undecided');
    return answer;
  });
}

type SeenRun = NonNullable<StartRow['seen']>;

function replayOf(seen: SeenRun, balanceCents: number, run: StartRunInput, hash: string): ReplayedRun {
  if (seen.request_hash !== hash || seen.kind !== run.kind) {
    throw new AppError(422, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_CODE);
  }
  if (seen.status === 'running') throw new AppError(409, RUN_STILL_RUNNING, RUN_STILL_RUNNING_CODE);
  if (seen.response !== null && seen.response_status !== null) {
    // The first answer, but with the balance as it is now: runs, recharges and refunds since then
    // moved it, and the SPA takes `current_balance` as the wallet's balance (the server owns it).
    return {
      outcome: 'replay',
      status: seen.response_status,
      body: { ...seen.response, current_balance: centsToDollars(balanceCents) },
    };
  }
  // Interrupted by a crash: no answer was ever sent. Its holds are back (by the sweep).
  return {
    outcome: 'replay',
    status: 503,
    body: {
      success: false,
      message: RUN_INTERRUPTED,
      code: RUN_INTERRUPTED_CODE,
      current_balance: centsToDollars(balanceCents),
    },
  };
}

/**
 * A run's end that settled fewer holds than it had: the sweep gave some back first (the run outlived
 * their deadline), so the person got that content for free. Logged as a warning, as `settle` does.
 */
export function warnSettledAfterRelease(
  deps: Pick<ChargeDeps, 'logger'>,
  run: { generationId: string; references: string[] },
): void {
  deps.logger.warn('settle after release: the hold was already returned, nothing is charged', {
    generationId: run.generationId,
    references: run.references,
  });
}

/** SHA-256 (hex) of a request's canonical JSON: the route, its texts and its images' digests. */
async function requestHash(parts: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts)));
  return hex(new Uint8Array(digest));
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
