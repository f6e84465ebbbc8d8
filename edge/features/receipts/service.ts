import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { checkoutReversals, checkouts, users } from '../../db/schema/index.ts';
import { centsToDollars } from '../wallet/service.ts';
import type { Receipt } from './contract.ts';

/** Where the app shows a receipt (app/src/router.tsx `wallet/receipts/:id`). */
export const receiptPath = (checkoutId: string) => `/wallet/receipts/${encodeURIComponent(checkoutId)}`;

/**
 * The origin mail links are built from outside a request (the reconcile sweep, a webhook): APP_URL,
 * which production requires; in development the local server.
 */
export const mailOrigin = (config: Pick<Config, 'appUrl' | 'port'>) =>
  config.appUrl ?? `http://localhost:${config.port}`;

/**
 * The receipt of a credited recharge, or null: no such checkout, someone else's (answered exactly
 * like a missing one), or never credited (nothing was bought). Refunds and disputes are listed from
 * `checkout_reversals`, so a receipt shows what happened to the payment since.
 */
export async function receiptOf(
  db: Db,
  config: Pick<Config, 'receipts'>,
  checkoutId: string,
  userId: string,
): Promise<Receipt | null> {
  const [row] = await db
    .select({ checkout: checkouts, email: users.email })
    .from(checkouts)
    .innerJoin(users, eq(users.id, checkouts.userId))
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  const creditedAt = row?.checkout.status === 'credited' ? row.checkout.creditedAt : null;
  if (!row || !creditedAt) return null;
  const { checkout } = row;
  const reversals = await db
    .select()
    .from(checkoutReversals)
    .where(eq(checkoutReversals.checkoutId, checkoutId))
    .orderBy(asc(checkoutReversals.createdAt), asc(checkoutReversals.key));
  return {
    id: checkout.id,
    date: creditedAt.toISOString(),
    package: checkout.packageName,
    amount_paid: centsToDollars(checkout.priceCents),
    currency: checkout.currency,
    credit_added: centsToDollars(checkout.creditCents),
    payment_reference: checkout.paymentIntent ?? checkout.id,
    processor_receipt_url: checkout.processorReceiptUrl,
    customer_email: row.email,
    seller: { name: config.receipts.sellerName, address: config.receipts.sellerAddress },
    reversals: reversals.map((r) => ({
      kind: r.key.startsWith('dispute:') ? 'dispute' : 'refund',
      date: r.createdAt.toISOString(),
      amount: centsToDollars(r.processorAmountCents),
      credit_reversed: centsToDollars(r.shareCents),
    })),
  };
}
