import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletLedger } from '../../db/schema/index.ts';
import type { WalletEntry } from './contract.ts';
import { centsToDollars } from './service.ts';

export const WALLET_PAGE_SIZE = 20;

/**
 * One page of a person's wallet history, newest first, keyset-paged on the ledger's insertion order
 * (`seq`): a page stays exact while new rows arrive, and no OFFSET scan grows with the history.
 */
export async function walletHistory(
  db: Db,
  userId: string,
  cursor: number | undefined,
): Promise<{ entries: WalletEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(walletLedger)
    .where(
      cursor === undefined
        ? eq(walletLedger.userId, userId)
        : and(eq(walletLedger.userId, userId), lt(walletLedger.seq, cursor)),
    )
    .orderBy(desc(walletLedger.seq))
    .limit(WALLET_PAGE_SIZE + 1);
  const page = rows.slice(0, WALLET_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: centsToDollars(row.amountCents),
      description: row.description,
      created_at: row.createdAt.toISOString(),
      balance_after: centsToDollars(row.balanceAfterCents),
      receipt_id: row.checkoutId,
    })),
    nextCursor: rows.length > WALLET_PAGE_SIZE && last ? String(last.seq) : null,
  };
}
