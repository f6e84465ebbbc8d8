import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  addressLocks,
  blobs,
  concepts,
  generations,
  handleExamples,
  identities,
  loginCodes,
  mailOutbox,
  mediaCaptions,
  reservations,
  sessions,
  supportMessages,
  users,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { lockRunsOf } from '../../engines/runs/runs.ts';
import { AppError } from '../../errors.ts';
import { deletePosts } from '../posts/store.ts';
import { type ChargeDeps, release } from '../wallet/charges.ts';
import { appendLedgerEntryIn, balanceOf } from '../wallet/ledger.ts';
import { RUN_IN_FLIGHT, RUN_IN_FLIGHT_CODE } from './contract.ts';

export type EraseDeps = ChargeDeps & Pick<Deps, 'blobs'>;

/**
 * How many of the person's runs are in flight. A run older than the hold's life is not: it crashed
 * (startRun marks it failed then too).
 */
export async function runsInFlight(db: Db, deps: ChargeDeps, userId: string): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - deps.config.charges.reservationTtlSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'running'),
        gt(generations.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** How long a deletion waits for a run in flight to finish before answering 409 (real time). */
export const RUN_WAIT_MS = 20_000;
const RUN_POLL_MS = 100;

/**
 * Waits (up to RUN_WAIT_MS) until none of the person's runs is in flight, so a deletion confirmed
 * while a generation runs lets it finish (and settle its charge) first. Only a courtesy: the deletion
 * checks again under the runs' lock, where it counts.
 */
export async function waitForRunsToEnd(db: Db, deps: ChargeDeps, userId: string): Promise<void> {
  const giveUpAt = performance.now() + RUN_WAIT_MS;
  while ((await runsInFlight(db, deps, userId)) > 0 && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
  }
}

/** The e-mail a tombstone keeps: unique, and no address the grammar admits, so no sign-in reaches it. */
export const tombstoneEmail = (userId: string) => `deleted:${userId}`;
/** The forfeit's ledger reference: one per account, so a retried deletion forfeits once. */
export const forfeitReference = (userId: string) => `account-deleted:${userId}`;
export const FORFEIT_DESCRIPTION = 'Remaining balance forfeited: account deleted';
const RELEASE_REASON = 'account deleted, returned before the balance was forfeited';

/**
 * Deletes a person's account inside the caller's transaction (the one that consumed the deletion
 * code), all or nothing:
 * 1. no run may start meanwhile (the runs' own lock), and none may be in flight: its result would be
 *    written after the deletion (409, the person retries once it finished; the code stays unused);
 * 2. every hold still pending goes back (`release`), then the whole balance is forfeited by one
 *    negative `adjustment`, so the ledger stays balanced: its sum is the balance, 0;
 * 3. the person's data goes: posts with their variants and images (the bytes through the BlobStore),
 *    any other image they uploaded, the example posts they pasted for their handles, concepts, captions, runs, activities, support messages, linked
 *    Google/Apple identities, every session (all devices signed out), codes and code locks;
 * 4. the users row stays as the tombstone the ledger, holds and checkouts point at (kept for
 *    accounting): profile emptied, e-mail replaced, `deleted_at` set. The address can sign up again,
 *    as a new account.
 * Returns what was forfeited, in cents.
 */
export async function eraseAccountIn(
  tx: Db,
  deps: EraseDeps,
  userId: string,
): Promise<{ forfeitedCents: number }> {
  const now = deps.clock.now();
  await lockRunsOf(tx, userId);
  // The owner's row before the count: a run start locks it in its one statement, so one that got
  // there first has committed (and is counted below), and any later one waits, then finds the tombstone.
  const [owner] = await tx
    .select({ balance: users.balanceCents, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!owner) throw new Error(`No user ${userId}`);
  if (await runsInFlight(tx, deps, userId)) {
    throw new AppError(409, RUN_IN_FLIGHT, RUN_IN_FLIGHT_CODE, { retryAfterSeconds: 5 });
  }
  const txDeps: ChargeDeps = { ...deps, db: tx };
  const pending = await tx
    .select({ reference: reservations.reference })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.status, 'pending')));
  for (const hold of pending) await release(txDeps, hold.reference, RELEASE_REASON);

  // The balance after those releases (the row is ours since the lock above).
  const balance = await balanceOf(tx, userId);
  if (balance > 0) {
    const entry = await appendLedgerEntryIn(
      tx,
      {
        userId,
        kind: 'adjustment',
        amountCents: -balance,
        reference: forfeitReference(userId),
        description: FORFEIT_DESCRIPTION,
      },
      now,
    );
    if (entry.status !== 'applied') throw new Error(`The forfeit of ${userId} was not applied`);
  }

  await deletePosts(tx, deps.blobs, userId, undefined);
  const uploads = await tx.select({ id: blobs.id }).from(blobs).where(eq(blobs.userId, userId));
  if (uploads.length > 0)
    await deps.blobs.within(tx).remove(
      userId,
      uploads.map((b) => b.id),
    );
  await tx.delete(concepts).where(eq(concepts.userId, userId));
  await tx.delete(handleExamples).where(eq(handleExamples.userId, userId));
  await tx.delete(mediaCaptions).where(eq(mediaCaptions.userId, userId));
  await tx.delete(generations).where(eq(generations.userId, userId));
  await tx.delete(activities).where(eq(activities.userId, userId));
  await tx.delete(supportMessages).where(eq(supportMessages.userId, userId));
  await tx.delete(identities).where(eq(identities.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(loginCodes).where(eq(loginCodes.email, owner.email));
  await tx.delete(addressLocks).where(eq(addressLocks.email, owner.email));
  // Mail not yet sent (a receipt, a low-balance notice) would go to an address nobody owns here any more.
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.to, owner.email), isNull(mailOutbox.sentAt)));
  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      name: '',
      professionalTitle: '',
      background: '',
      targetAudience: '',
      testimonials: '',
      language: 'en-US',
      yourHandles: [],
      relatedHandles: [],
      brandVoice: '',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return { forfeitedCents: balance };
}
