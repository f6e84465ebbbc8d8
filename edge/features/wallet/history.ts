import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type GenerationKindName, generationKinds, walletLedger } from '../../db/schema/index.ts';
import type { WalletEntry } from './contract.ts';
import { centsToDollars } from './service.ts';

export const WALLET_PAGE_SIZE = 20;

/** The app's screen of each kind of paid run (SPEC §2 routes). */
const SCREEN_OF: Record<GenerationKindName, string> = {
  concepts: '/concept-generation',
  posts: '/post-generation',
  refine: '/post-generation',
  'media-captions': '/media-captioning',
};

/**
 * What a charge or its return paid for, read from its ledger reference: runs reserve as
 * `reserve:<kind>:<generation id>[:unit]` and return as `release:<kind>:…` (edge/engines/runs/runs.ts).
 */
export function paidFor(reference: string): WalletEntry['paid_for'] {
  const kind = /^(?:reserve|release):([a-z-]+):/.exec(reference)?.[1];
  const known = generationKinds.find((k) => k === kind);
  return known ? { kind: known, href: SCREEN_OF[known] } : null;
}

type Row = typeof walletLedger.$inferSelect;

/**
 * The entries that the page's releases and reversals undo: a release returns the hold its charge
 * opened (same reservation), a refund or dispute takes back a recharge (same checkout). Looked up
 * beyond the page, so a pair split by paging still names its other half.
 */
async function undoneEntries(db: Db, userId: string, page: Row[]): Promise<Map<string, string>> {
  const holds = page.filter((r) => r.kind === 'release' && r.reservationId).map((r) => r.reservationId ?? '');
  const payments = page.filter((r) => r.kind === 'reversal' && r.checkoutId).map((r) => r.checkoutId ?? '');
  const undone = new Map<string, string>();
  if (holds.length > 0) {
    const charges = await db
      .select({ id: walletLedger.id, reservationId: walletLedger.reservationId })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, userId),
          eq(walletLedger.kind, 'reservation'),
          inArray(walletLedger.reservationId, holds),
        ),
      );
    for (const c of charges) if (c.reservationId) undone.set(`hold:${c.reservationId}`, c.id);
  }
  if (payments.length > 0) {
    const recharges = await db
      .select({ id: walletLedger.id, checkoutId: walletLedger.checkoutId })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, userId),
          eq(walletLedger.kind, 'recharge'),
          inArray(walletLedger.checkoutId, payments),
        ),
      );
    for (const r of recharges) if (r.checkoutId) undone.set(`payment:${r.checkoutId}`, r.id);
  }
  return undone;
}

const undoneKey = (row: Row) =>
  row.kind === 'release' && row.reservationId
    ? `hold:${row.reservationId}`
    : row.kind === 'reversal' && row.checkoutId
      ? `payment:${row.checkoutId}`
      : null;

/**
 * One page of a person's wallet history, newest first, keyset-paged on the ledger's insertion order
 * (`seq`): a page stays exact while new rows arrive, and no OFFSET scan grows with the history. Each
 * line says what it paid for (a run's screen, a recharge's receipt) and which line it undoes.
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
  const undone = await undoneEntries(db, userId, page);
  return {
    entries: page.map((row) => {
      const key = undoneKey(row);
      return {
        id: row.id,
        kind: row.kind,
        amount: centsToDollars(row.amountCents),
        description: row.description,
        created_at: row.createdAt.toISOString(),
        balance_after: centsToDollars(row.balanceAfterCents),
        receipt_id: row.checkoutId,
        paid_for: paidFor(row.reference),
        undoes: key ? (undone.get(key) ?? null) : null,
      };
    }),
    nextCursor: rows.length > WALLET_PAGE_SIZE && last ? String(last.seq) : null,
  };
}
