import { type ChargeDeps, sweepExpiredReservations } from './charges.ts';

/** How often the running server releases expired holds (besides start-up and its owners' calls). */
export const SWEEP_EVERY_MS = 60 * 1000;
/** The same cadence for Deno.cron on Deno Deploy. */
export const SWEEP_CRON_SCHEDULE = '* * * * *';

/**
 * The periodic sweep as one function for Deno.cron or a timer: never throws (a failed run is simply
 * tried again next time) and never overlaps itself within a process.
 */
export function reservationSweeper(deps: ChargeDeps): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      const { released } = await sweepExpiredReservations(deps);
      if (released > 0) deps.logger.info('expired reservations released', { released });
    } catch (error) {
      deps.logger.warn('reservation sweep failed', { error: String(error) });
    } finally {
      running = false;
    }
  };
}
