import type { z } from 'zod';
import { positiveInt } from '../../env-rules.ts';
import { LONGEST_RUN_CALLS } from '../posts/contract.ts';

/**
 * Charges (ARCHITECTURE §6): how long a generation may hold money before the sweep gives it back.
 * edge/config.ts spreads `walletEnvShape` into its schema and calls `parseChargesConfig`.
 */

export const walletEnvShape = {
  RESERVATION_TTL_SECONDS: positiveInt(1200).meta({
    description: `how long a generation may hold its charge; a hold still pending after that (a crash, a hung model) is released by the sweep. With a real model it must exceed ${LONGEST_RUN_CALLS} × \`AI_TIMEOUT_SECONDS\` (start-up error otherwise)`,
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
