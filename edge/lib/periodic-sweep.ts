import type { Logger } from '../logger.ts';

/**
 * How often the running server sweeps: expired holds, the mail outbox and the blob deletion outbox all
 * run every minute (besides start-up and their owners' own calls), so one cadence serves them all.
 */
export const SWEEP_EVERY_MS = 60 * 1000;
/** The same cadence for Deno.cron on Deno Deploy. */
export const SWEEP_CRON_SCHEDULE = '* * * * *';

/**
 * A background sweep as one function for Deno.cron or a timer (edge/main.ts schedules the reservation,
 * mail-outbox and blob-deletion sweeps with it). Written once so that each sweep keeps both rules:
 * it never throws (a failed run is logged as `failure` and simply tried again next time; a rejection
 * would reach Deno.cron or the timer unhandled) and never overlaps itself within a process (a slow run
 * still going when the next tick comes is not joined by a second one working through the same rows).
 */
export function periodicSweep(
  logger: Logger,
  failure: string,
  sweepOnce: () => Promise<void>,
): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await sweepOnce();
    } catch (error) {
      logger.warn(failure, { error: String(error) });
    } finally {
      running = false;
    }
  };
}
