import { sql } from 'drizzle-orm';

/**
 * The FROM of a statement made of data-modifying CTEs (`db.with(…ctes).select({…}).from(oneRow)`):
 * one row, whose fields are scalar subqueries over the CTEs. Every CTE runs exactly once and to the
 * end whether or not the answer reads it, and all of them see one snapshot, taken when the statement
 * starts: a CTE never sees another's writes, only what they RETURN.
 */
export const oneRow = sql`(select) as one_row`;

/** A timestamp as the statements bind it (raw SQL skips drizzle's column mapping). */
export const at = (date: Date) => date.toISOString();
