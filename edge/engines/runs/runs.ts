import { and, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { costs, type GenerationKindName, generations, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type ChargeDeps, reserve, sweepExpiredReservations } from '../../features/wallet/charges.ts';
import { balanceOf } from '../../features/wallet/ledger.ts';
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

/**
 * The start of every paid run (paid for before the model is called, once per request), in ONE
 * transaction under the user's advisory lock, so the checks and the writes cannot interleave with a
 * twin request:
 *   1. a run older than the reservation TTL still marked running was interrupted (a crash): failed;
 *   2. an Idempotency-Key seen before answers its first request (replay) with today's balance, 409
 *      while that one still runs, 422 when the key came with another request;
 *   3. at most MAX_RUNS_IN_FLIGHT runs per person (429);
 *   4. the price is read from `costs` here, and every unit is reserved (402 when the wallet cannot
 *      cover them all: the transaction rolls back and nothing is written).
 */

export type CostKey = 'concepts-generation' | 'posts-drafting' | 'posts-refine';

export interface StartRunInput {
  userId: string;
  kind: GenerationKindName;
  /** What the person asked for, stored with the run (no image bytes: facts and digests only). */
  input: Record<string, unknown>;
  idempotencyKey?: string;
  /** SHA-256 of the request (see requestHash), telling a replay from a reuse of the key. */
  requestHash: string;
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
 * The advisory lock every run start takes for its person; an account deletion takes it too, so no run
 * can start while the account is being deleted.
 */
export const lockRunsOf = (tx: Db, userId: string) => lockUntilCommit(tx, `generation-runs:${userId}`);

export async function startRun(deps: ChargeDeps, run: StartRunInput): Promise<StartedRun | ReplayedRun> {
  const { db, clock, config } = deps;
  return db.transaction(async (tx): Promise<StartedRun | ReplayedRun> => {
    await lockRunsOf(tx, run.userId);
    // A request that passed its session check just before the account was deleted (and waited on
    // the lock above while it was) finds a tombstone: it must not start a run for it.
    const [owner] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, run.userId));
    if (!owner || owner.deletedAt) throw new AppError(401, 'Not signed in.', 'unauthenticated');
    const txDeps: ChargeDeps = { ...deps, db: tx };
    const now = clock.now();
    // Holds of a crashed run go back first (they would be anyway, by the sweep or the next reserve).
    await sweepExpiredReservations(txDeps, { userId: run.userId });
    await tx
      .update(generations)
      .set({ status: 'failed', failure: 'interrupted', finishedAt: now })
      .where(
        and(
          eq(generations.userId, run.userId),
          eq(generations.status, 'running'),
          lte(generations.createdAt, new Date(now.getTime() - config.charges.reservationTtlSeconds * 1000)),
        ),
      );

    if (run.idempotencyKey !== undefined) {
      const [seen] = await tx
        .select()
        .from(generations)
        .where(and(eq(generations.userId, run.userId), eq(generations.idempotencyKey, run.idempotencyKey)));
      if (seen) return replayOf(tx, seen, run);
    }

    const [inFlight] = await tx
      .select({ n: count() })
      .from(generations)
      .where(and(eq(generations.userId, run.userId), eq(generations.status, 'running')));
    if ((inFlight?.n ?? 0) >= MAX_RUNS_IN_FLIGHT) {
      throw new AppError(429, RUNS_IN_FLIGHT, RUNS_IN_FLIGHT_CODE, { retryAfterSeconds: 5 });
    }

    const [price] = await tx
      .select({ cents: costs.amountCents })
      .from(costs)
      .where(eq(costs.key, run.costKey));
    if (!price) throw new Error(`The costs table has no ${run.costKey} price (edge/content/costs.json)`);

    // The id is made here so the row names its money reference from the start (one write, not two).
    const generationId = crypto.randomUUID();
    const base = runReference(run.kind, generationId);
    await tx.insert(generations).values({
      id: generationId,
      userId: run.userId,
      kind: run.kind,
      input: run.input,
      reservationReference: base,
      idempotencyKey: run.idempotencyKey ?? null,
      requestHash: run.requestHash,
      createdAt: now,
    });

    const references: string[] = [];
    // A free feature (an operator set its price to 0) reserves nothing: a hold needs a positive amount.
    if (price.cents === 0) {
      return {
        outcome: 'started',
        generationId,
        references,
        unitCents: 0,
        balanceCents: await balanceOf(tx, run.userId),
      };
    }
    let balanceCents = 0;
    for (let i = 0; i < run.units; i += 1) {
      const reference = unitReference(base, i, run.units);
      const held = await reserve(
        txDeps,
        {
          userId: run.userId,
          cents: price.cents,
          reference,
          description: run.describe(i, run.units),
        },
        { sweepFirst: false },
      );
      references.push(reference);
      balanceCents = held.balanceCents;
    }
    return { outcome: 'started', generationId, references, unitCents: price.cents, balanceCents };
  });
}

async function replayOf(
  tx: Db,
  seen: typeof generations.$inferSelect,
  run: StartRunInput,
): Promise<ReplayedRun> {
  if (seen.requestHash !== run.requestHash || seen.kind !== run.kind) {
    throw new AppError(422, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_CODE);
  }
  if (seen.status === 'running') throw new AppError(409, RUN_STILL_RUNNING, RUN_STILL_RUNNING_CODE);
  if (seen.response !== null && seen.responseStatus !== null) {
    // The first answer, but with the balance as it is now: runs, recharges and refunds since then
    // moved it, and the SPA takes `current_balance` as the wallet's balance (the server owns it).
    return {
      outcome: 'replay',
      status: seen.responseStatus,
      body: {
        ...(seen.response as Record<string, unknown>),
        current_balance: centsToDollars(await balanceOf(tx, run.userId)),
      },
    };
  }
  // Interrupted by a crash: no answer was ever sent. Its holds are back (swept above).
  return {
    outcome: 'replay',
    status: 503,
    body: {
      success: false,
      message: RUN_INTERRUPTED,
      code: RUN_INTERRUPTED_CODE,
      current_balance: centsToDollars(await balanceOf(tx, run.userId)),
    },
  };
}

/**
 * Marks a run finished with the answer that was sent, so a replay gets exactly that answer. Call it
 * inside the transaction that writes the run's results (or its failure).
 */
export async function finishRun(
  tx: Db,
  generationId: string,
  outcome: {
    status: 'succeeded' | 'failed';
    at: Date;
    costCents: number;
    output?: unknown;
    failure?: string;
    responseStatus: number;
    response: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .update(generations)
    .set({
      status: outcome.status,
      finishedAt: outcome.at,
      costCents: outcome.costCents,
      output: outcome.output ?? null,
      failure: outcome.failure ?? null,
      responseStatus: outcome.responseStatus,
      response: outcome.response,
    })
    .where(eq(generations.id, generationId));
}

/** SHA-256 (hex) of a request's canonical JSON: the route, its texts and its images' digests. */
export async function requestHash(parts: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts)));
  return hex(new Uint8Array(digest));
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
