import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../contract/payment-messages.ts';
import type { Db } from '../../db/client.ts';
import { tryLockUntilCommit } from '../../db/locks.ts';
import { takeWithinLimit } from '../../db/rate-limits.ts';
import { checkouts, packages } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { type CreatedCheckout, CURRENCY, PaymentProcessorError } from './gateway.ts';

export type Checkout = typeof checkouts.$inferSelect;

/** SPEC §2: the plans page is /wallet-recharge and verification lands on /wallet-recharge/success. */
export const successUrlFor = (origin: string) =>
  `${origin}/wallet-recharge/success?session_id={CHECKOUT_SESSION_ID}`;
export const cancelUrlFor = (origin: string) => `${origin}/wallet-recharge`;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The rate-limit ledger's kind for a session opened at the processor (db/rate-limits.ts), per user. */
const CHECKOUT_OPENED = 'checkout_opened:user';
const TEN_MINUTES = 10 * 60 * 1000;
/** A session is reused only while this much of its life is left: time enough to pay on its page. */
export const REUSE_MIN_REMAINING_MS = 30 * 60 * 1000;
/** How long a request waits for the same person's checkout being opened by another request. */
const BUSY_WAIT_MS = 10_000;
const BUSY_POLL_MS = 50;

type Package = typeof packages.$inferSelect;
type OpenDeps = Pick<Deps, 'clock' | 'payments' | 'random' | 'logger' | 'config'>;

/**
 * Buy Credits: the page of a hosted checkout for one active package. Each session opened is a call to
 * the processor, which rate-limits the whole account (too many would block everyone's payments), so:
 * - the person's open session for the same package is reused while it can still be paid (at least
 *   REUSE_MIN_REMAINING_MS left, the snapshot still the package's) instead of opening another;
 * - at most `checkoutsPer10Minutes` sessions are opened per person in 10 minutes (429 + Retry-After;
 *   a reuse does not count, a failed call to the processor does);
 * - all of it runs under the person's checkout lock, held across the processor call, so parallel
 *   requests open one session between them. The lock is only tried: a request that finds it held
 *   gives its database connection back and looks again shortly (BUSY_POLL_MS), so a burst never
 *   queues connections behind a slow processor; it then gets the session the holder opened.
 * A new session's record snapshots the package's credit, price and currency (editing the package
 * later changes nothing in flight), with the page's URL and expiry for reuse; the URL is returned
 * only once the record exists, so no one can pay a session Plume does not know. `origin` is the
 * configured public origin (edge/http/origin.ts appOrigin), never the Host header.
 */
export async function startCheckout(
  deps: OpenDeps & Pick<Deps, 'db'>,
  userId: string,
  priceId: string,
  origin: string,
): Promise<{ id: string; url: string }> {
  const [pkg] = await deps.db
    .select()
    .from(packages)
    .where(and(eq(packages.priceId, priceId), eq(packages.active, true)));
  // A free or empty package cannot be sold: nothing to charge, or nothing to credit.
  if (!pkg || pkg.creditCents <= 0 || pkg.unitAmountCents <= 0) {
    throw new AppError(404, PAYMENT_MESSAGES.packageUnavailable, 'package_not_found');
  }
  // Real elapsed time (not the injected clock): how long this request has waited on another one.
  const giveUpAt = performance.now() + BUSY_WAIT_MS;
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await tryLockUntilCommit(tx, `plume:checkout:user:${userId}`))) return 'busy' as const;
      return openOrReuse({ ...deps, db: tx }, userId, pkg, origin);
    });
    if (outcome === 'busy') {
      if (performance.now() >= giveUpAt) {
        throw new AppError(429, PAYMENT_MESSAGES.checkoutInProgress, 'checkout_in_progress', {
          retryAfterSeconds: 5,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
      continue;
    }
    if ('failure' in outcome) {
      // Committed first, so the failed call still counts towards the limit: a processor that refuses
      // (its own rate limit) is not hammered by retries.
      deps.logger.error('checkout not created', { error: outcome.failure });
      throw new AppError(502, PAYMENT_MESSAGES.processorUnavailable, 'payment_processor_unavailable');
    }
    return outcome;
  }
}

/** Inside the transaction holding the person's checkout lock: reuse, or count and open a session. */
async function openOrReuse(
  { db, clock, payments, random, logger, config }: OpenDeps & { db: Db },
  userId: string,
  pkg: Package,
  origin: string,
): Promise<{ id: string; url: string } | { failure: string }> {
  const now = clock.now();
  const [open] = await db
    .select({ id: checkouts.id, url: checkouts.url })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.provider, payments.provider),
        eq(checkouts.status, 'open'),
        eq(checkouts.priceId, pkg.priceId),
        // The snapshot must be what a new session would take: a repriced package opens a new one.
        eq(checkouts.packageName, pkg.productName),
        eq(checkouts.creditCents, pkg.creditCents),
        eq(checkouts.priceCents, pkg.unitAmountCents),
        eq(checkouts.currency, CURRENCY),
        isNotNull(checkouts.url),
        gt(checkouts.expiresAt, new Date(now.getTime() + REUSE_MIN_REMAINING_MS)),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (open?.url) {
    logger.info('checkout reused', { checkoutId: open.id, priceId: pkg.priceId });
    return { id: open.id, url: open.url };
  }

  const wait = await takeWithinLimit(
    db,
    {
      kind: CHECKOUT_OPENED,
      subject: userId,
      limit: config.limits.checkoutsPer10Minutes,
      windowMs: TEN_MINUTES,
    },
    now,
  );
  if (wait !== null) {
    throw new AppError(429, PAYMENT_MESSAGES.tooManyCheckouts, 'too_many_checkouts', {
      retryAfterSeconds: wait,
    });
  }
  let created: CreatedCheckout;
  try {
    created = await payments.createCheckout({
      packageName: pkg.productName,
      packageDescription: pkg.productDescription,
      priceCents: pkg.unitAmountCents,
      currency: CURRENCY,
      clientReferenceId: userId,
      successUrl: successUrlFor(origin),
      cancelUrl: cancelUrlFor(origin),
      idempotencyKey: `plume-checkout-${hex(random.bytes(16))}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProcessorError)) throw error;
    return { failure: error.message };
  }
  await db.insert(checkouts).values({
    id: created.id,
    provider: payments.provider,
    userId,
    priceId: pkg.priceId,
    packageName: pkg.productName,
    creditCents: pkg.creditCents,
    priceCents: pkg.unitAmountCents,
    currency: CURRENCY,
    url: created.url,
    expiresAt: created.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  logger.info('checkout created', {
    checkoutId: created.id,
    provider: payments.provider,
    priceId: pkg.priceId,
  });
  return { id: created.id, url: created.url };
}

export async function findCheckout(db: Db, id: string): Promise<Checkout | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}
