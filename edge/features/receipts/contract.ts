import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';

/** GET /api/user/wallet/receipts/{id}: the id is the recharge's checkout session id. */
export const receiptIdParam = z.object({
  id: wellFormedText({ max: 255, trim: false }).pipe(
    z.string().regex(/^[A-Za-z0-9_]+$/, 'must be a checkout session id'),
  ),
});

/** A refund or dispute of the payment, as the receipt lists it (amounts in dollars). */
export const receiptReversal = z.object({
  kind: z.enum(['refund', 'dispute']),
  date: z.string(),
  /** What the processor gave back or holds, in the receipt's currency. */
  amount: z.number(),
  /** The credit it stood for, taken back from the wallet as far as the wallet still held it. */
  credit_reversed: z.number(),
});
export type ReceiptReversal = z.infer<typeof receiptReversal>;

/** One recharge's receipt (dollars at the edge, as everywhere in the API). */
export const receipt = z.object({
  /** The checkout session id: the receipt's number. */
  id: z.string(),
  /** When the payment was credited. */
  date: z.string(),
  package: z.string(),
  amount_paid: z.number(),
  /** ISO 4217, lower case ('usd'). */
  currency: z.string(),
  credit_added: z.number(),
  /** The processor's payment id (Stripe `pi_…`), else the session id. */
  payment_reference: z.string(),
  /** Stripe's own receipt page for the payment, when there is one. */
  processor_receipt_url: z.string().nullable(),
  customer_email: z.string(),
  seller: z.object({ name: z.string(), address: z.string() }),
  reversals: z.array(receiptReversal),
});
export type Receipt = z.infer<typeof receipt>;

export const receiptResponse = z.object({ success: z.literal(true), data: receipt });
export type ReceiptResponse = z.infer<typeof receiptResponse>;
