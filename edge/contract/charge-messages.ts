/**
 * The charge wording shared by the edge and the app (SPEC §8). Kept free of zod (like
 * auth-messages.ts) so the screens can use it without bundling the schema library.
 */

/** HTTP 402 on a generation the wallet cannot pay for; the screens add a Recharge Now link. */
export const OUT_OF_CREDITS = 'Out of credits.';
/** The `code` of that 402, so a screen can tell it from other errors without matching text. */
export const OUT_OF_CREDITS_CODE = 'out_of_credits';
