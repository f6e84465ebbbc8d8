import { z } from 'zod';
import { type AppEnvironment, empty, positiveInt } from '../../env-rules.ts';
import { LONGEST_RUN_CALLS } from '../posts/contract.ts';

/**
 * Charges (ARCHITECTURE §6): how long a generation may hold money before the sweep gives it back.
 * edge/config.ts spreads `walletEnvShape` into its schema and calls `parseChargesConfig`.
 */

/** Development's welcome credit: enough for a real run (a concept run is $0.10) before any payment. */
export const DEV_WELCOME_CREDIT_CENTS = 50;
/** A typo guard: 50000 typed for 500. */
const MAX_WELCOME_CREDIT_CENTS = 10_000;

export const walletEnvShape = {
  RESERVATION_TTL_SECONDS: positiveInt(
    1200,
    `how long a generation may hold its charge; a hold still pending after that (a crash, a hung model) is released by the sweep. With a real model it must exceed ${LONGEST_RUN_CALLS} × \`AI_TIMEOUT_SECONDS\` (start-up error otherwise)`,
  ),
  WELCOME_CREDIT_CENTS: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .regex(/^\d+$/, 'must be a whole number of cents (0 for none)')
        .transform(Number)
        .pipe(z.number().int().max(MAX_WELCOME_CREDIT_CENTS, `must be at most ${MAX_WELCOME_CREDIT_CENTS}`))
        .optional(),
    )
    .meta({
      unset: `unset → \`${DEV_WELCOME_CREDIT_CENTS}\` in development, \`0\` (none) in production`,
      example: '50',
      description:
        'credit in cents each new account gets to try Plume, once per address ever (a keyed hash of the normalised address is kept, see docs/security.md)',
    }),
};

type WalletEnv = z.output<z.ZodObject<typeof walletEnvShape>>;

export const parseChargesConfig = (v: WalletEnv) => ({
  /**
   * A reservation's life: past it, a hold still pending (its generation crashed or hung) is released
   * by the sweep. Must exceed a generation's worst case, or a slow success would find its money gone.
   */
  reservationTtlSeconds: v.RESERVATION_TTL_SECONDS,
});

/** Cents of welcome credit for a new account: the variable, else 50 in development and none in production. */
export const parseWelcomeCredit = (v: WalletEnv, appEnv: AppEnvironment) =>
  v.WELCOME_CREDIT_CENTS ?? (appEnv === 'development' ? DEV_WELCOME_CREDIT_CENTS : 0);
