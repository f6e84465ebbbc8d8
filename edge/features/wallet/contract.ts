import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';
import { generationKinds, ledgerKinds } from '../../db/schema/index.ts';

/** Feature keys of the costs map (SPEC §3). Prices travel as dollars; the database keeps cents. */
export const costKeys = ['concepts-generation', 'posts-drafting', 'posts-refine'] as const;
export type CostKey = (typeof costKeys)[number];

/** GET /api/costs → { success, costs: { 'concepts-generation': 0.1, 'posts-drafting': 0.3 } } */
export const costsResponse = z.object({
  success: z.literal(true),
  costs: z.record(z.string(), z.number().nonnegative()),
});
export type CostsResponse = z.infer<typeof costsResponse>;

/** One one-time credit package (SPEC §3 "Billing package"). unit_amount is in dollars. */
export const billingPackage = z.object({
  price_id: z.string(),
  product_name: z.string(),
  product_description: z.string(),
  unit_amount: z.number().nonnegative(),
  allowance: z.array(z.string()),
});
export type BillingPackage = z.infer<typeof billingPackage>;

/** GET /api/billing/packages → { success, products } */
export const packagesResponse = z.object({ success: z.literal(true), products: z.array(billingPackage) });
export type PackagesResponse = z.infer<typeof packagesResponse>;

/** GET /api/user/wallet?cursor=… */
export const walletQuery = z.object({
  cursor: wellFormedText({ max: 15, trim: false })
    .pipe(z.string().regex(/^\d{1,15}$/, 'must be the next_cursor of the previous page'))
    .transform(Number)
    .optional(),
});

export const walletEntry = z.object({
  id: z.string(),
  kind: z.enum(ledgerKinds),
  /** Signed dollars: + for a recharge or release, − for a reservation or reversal. */
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  balance_after: z.number(),
  /** The receipt a recharge, or a refund or dispute of it, belongs to (GET /user/wallet/receipts/{id}). */
  receipt_id: z.string().nullable(),
  /** What a charge (or its return) paid for: the kind of run and the app's screen that shows it. */
  paid_for: z.object({ kind: z.enum(generationKinds), href: z.string() }).nullable(),
  /** The entry this one undoes (a release its charge, a refund or dispute its recharge), when there is one. */
  undoes: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const walletResponse = z.object({
  success: z.literal(true),
  data: z.object({
    current_balance: z.number(),
    entries: z.array(walletEntry),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type WalletResponse = z.infer<typeof walletResponse>;
