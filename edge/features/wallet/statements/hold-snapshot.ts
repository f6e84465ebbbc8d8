import { type Placeholder, sql } from 'drizzle-orm';
import { reservations } from '../../../db/schema/index.ts';

/**
 * The hold named `reference` as a one-hold statement's snapshot has it (settleHold, releaseHold): a
 * statement does not see its own CTEs' changes, so `column('status')` is the status before the move,
 * and each statement says what its move made of it. `facts` are the hold's fixed columns (id, owner,
 * amount), the same whoever moved it, which both statements answer with in the same way, so charges.ts
 * reads one shape for either.
 */
export function snapshotHold(reference: Placeholder) {
  const column = (name: string) =>
    sql`(select ${sql.identifier(name)} from ${reservations} where reference = ${reference})`;
  return {
    column,
    facts: {
      id: sql<string | null>`${column('id')}`,
      userId: sql<string | null>`${column('user_id')}`,
      amountCents: sql<number | null>`${column('amount_cents')}`,
    },
  };
}
