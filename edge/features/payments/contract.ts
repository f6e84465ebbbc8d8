import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';

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

/** POST /api/billing/webhook → 200 once handled or recorded (the processor stops retrying). */
export type WebhookResponse = { received: true; duplicate?: true };
