import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';
import { ledgerKinds } from '../../db/schema/index.ts';

/**
 * The payment calls (SPEC §7). Money travels in dollars (SPEC §3 current_balance); every
 * answer that moves money carries the server's `current_balance`, which the SPA's cached userData
 * takes as is (never a client-side subtraction).
 */

/** Stripe's `cs_…` ids and the test mode's `cs_plume_test_…`: letters, digits and underscores. */
export const sessionIdParam = z.object({
  sessionId: wellFormedText({ max: 255, trim: false }).pipe(
    z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'must be a checkout session id'),
  ),
});
/** A package's price id as the packages list names it; never reaches a lookup unless well-formed. */
export const priceIdParam = z.object({ priceId: wellFormedText({ max: 200, min: 1, noBidiControls: true }) });

/** POST /api/user/wallet/recharge/{priceId} → the hosted checkout page to navigate to. */
export const rechargeResponse = z.object({ success: z.literal(true), url: z.string().url() });
export type RechargeResponse = z.infer<typeof rechargeResponse>;

/** POST /api/user/wallet-recharge/session/{sessionId} → credited (now or before). */
export const verifyRechargeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  current_balance: z.number(),
});
export type VerifyRechargeResponse = z.infer<typeof verifyRechargeResponse>;

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

/** POST /api/billing/webhook → 200 once handled or recorded (the processor stops retrying). */
export type WebhookResponse = { received: true; duplicate?: true };
