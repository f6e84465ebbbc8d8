import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processedPaymentEvents } from '../../db/schema/index.ts';

/** A webhook event being handled: its id is recorded in the same transaction as its effect. */
export interface EventMark {
  id: string;
  type: string;
}

export async function recordEvent(tx: Db, event: EventMark | undefined, at: Date): Promise<void> {
  if (!event) return;
  await tx
    .insert(processedPaymentEvents)
    .values({ eventId: event.id, type: event.type, receivedAt: at })
    .onConflictDoNothing({ target: processedPaymentEvents.eventId });
}

/** An event recorded with no effect of its own (already credited, not ours, nothing to take). */
export const recordEventAlone = (db: Db, event: EventMark | undefined, at: Date) =>
  event ? db.transaction((tx) => recordEvent(tx, event, at)) : Promise.resolve();

export async function alreadyProcessed(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: processedPaymentEvents.eventId })
    .from(processedPaymentEvents)
    .where(eq(processedPaymentEvents.eventId, eventId));
  return row !== undefined;
}
