import { periodicSweep } from '../../lib/periodic-sweep.ts';
import { type ChargeDeps, sweepExpiredReservations } from './charges.ts';

/** The periodic sweep of expired holds for Deno.cron or a timer (never throws, never overlaps itself). */
export function reservationSweeper(deps: ChargeDeps): () => Promise<void> {
  return periodicSweep(deps.logger, 'reservation sweep failed', async () => {
    const { released } = await sweepExpiredReservations(deps);
    if (released > 0) deps.logger.info('expired reservations released', { released });
  });
}
