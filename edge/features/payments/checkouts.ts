import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../contract/payment-messages.ts';
import type { Db } from '../../db/client.ts';
import { checkouts, packages } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { type CreatedCheckout, CURRENCY, PaymentProcessorError } from './gateway.ts';

export type Checkout = typeof checkouts.$inferSelect;

/** SPEC §2: the plans page is /wallet-recharge and verification lands on /wallet-recharge/success. */
export const successUrlFor = (origin: string) =>
  `${origin}/wallet-recharge/success?session_id={CHECKOUT_SESSION_ID}`;
export const cancelUrlFor = (origin: string) => `${origin}/wallet-recharge`;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Opens a hosted checkout for one active package and writes the checkout record with the package's
 * credit, price and currency as they are now (editing the package later changes nothing in flight).
 * The URL is returned only once the record exists, so no one can pay a session Plume does not know.
 * `origin` is the configured public origin (auth/origin.ts appOrigin), never the Host header.
 */
export async function startCheckout(
  { db, clock, payments, random, logger }: Pick<Deps, 'db' | 'clock' | 'payments' | 'random' | 'logger'>,
  userId: string,
  priceId: string,
  origin: string,
): Promise<{ id: string; url: string }> {
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.priceId, priceId), eq(packages.active, true)));
  // A free or empty package cannot be sold: nothing to charge, or nothing to credit.
  if (!pkg || pkg.creditCents <= 0 || pkg.unitAmountCents <= 0) {
    throw new AppError(404, PAYMENT_MESSAGES.packageUnavailable, 'package_not_found');
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
    logger.error('checkout not created', { error: error.message });
    throw new AppError(502, PAYMENT_MESSAGES.processorUnavailable, 'payment_processor_unavailable');
  }
  const now = clock.now();
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
  logger.info('checkout created', { checkoutId: created.id, provider: payments.provider, priceId });
  return { id: created.id, url: created.url };
}

export async function findCheckout(db: Db, id: string): Promise<Checkout | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}
