import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';

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

/**
 * A table of per-person rows: every export query names the owner, so nothing of anyone else's leaks.
 * Drizzle cannot type a select from a table a type parameter names, so the readers below say the row
 * is the table's own (`$inferSelect`), which `select()` of the whole table returns.
 */
type OwnedTable = PgTable & { userId: PgColumn };

/**
 * Every row `userId` owns of a table kept in insertion order (`seq`), page by page, oldest first.
 * The export reads concepts, the ledger and captions so; one reader, so none of them can forget the
 * owner or the keyset.
 */
export function ownedRowsBySeq<T extends OwnedTable & { seq: PgColumn }>(
  db: Db,
  table: T,
  userId: string,
): AsyncGenerator<T['$inferSelect'][]> {
  type Row = T['$inferSelect'] & { seq: number };
  return pages<Row>(
    (after) =>
      db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.userId, userId), after ? gt(table.seq, after.seq) : undefined))
        .orderBy(asc(table.seq))
        .limit(PAGE_ROWS) as unknown as Promise<Row[]>,
  );
}

/**
 * Every row `userId` owns of a table with no `seq`, page by page in `(created_at, id)` order (see
 * afterCreated). The export reads receipts, activities and support messages so.
 */
export function ownedRowsByCreation<T extends OwnedTable & { createdAt: PgColumn; id: PgColumn }>(
  db: Db,
  table: T,
  userId: string,
): AsyncGenerator<T['$inferSelect'][]> {
  type Row = T['$inferSelect'] & { createdAt: Date; id: string };
  return pages<Row>((after) => {
    const keyset = afterCreated(table.createdAt, table.id, after);
    return db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(PAGE_ROWS) as unknown as Promise<Row[]>;
  });
}
