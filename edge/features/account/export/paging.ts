import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Rows read per query: a page of text rows is a few hundred kilobytes at most. */
export const PAGE_ROWS = 200;

/**
 * Reads a query page by page in a stable order (keyset: each page starts after the last row of the
 * one before), so an export never holds more than a page of a table and never skips or repeats a row.
 */
export async function* pages<Row>(read: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < PAGE_ROWS) return;
    after = page.at(-1);
  }
}

/** `(created_at, id) > (after's)` and the matching order: chronological, ties broken by id. */
export function afterCreated<T extends { createdAt: Date; id: string }>(
  createdAt: PgColumn,
  id: PgColumn,
  after: T | undefined,
): { where: SQL | undefined; orderBy: SQL[] } {
  return {
    where: after
      ? or(gt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), gt(id, after.id)))
      : undefined,
    orderBy: [asc(createdAt), asc(id)],
  };
}
