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
 * How one line undoes another: a release returns the hold its charge opened (same reservation), a
 * refund or dispute (reversal) takes back a recharge (same checkout). `key` names the pair.
 */
const UNDOINGS = [
  { kind: 'release', undoes: 'reservation', by: 'reservationId', key: 'hold' },
  { kind: 'reversal', undoes: 'recharge', by: 'checkoutId', key: 'payment' },
] as const;

/**
 * The entries that the page's releases and reversals undo, by pair key. Looked up beyond the page, so
 * a pair split by paging still names its other half.
 */
async function undoneEntries(db: Db, userId: string, page: Row[]): Promise<Map<string, string>> {
  const undone = new Map<string, string>();
  for (const { kind, undoes, by, key } of UNDOINGS) {
    const shared = page.filter((r) => r.kind === kind && r[by]).map((r) => r[by] ?? '');
    if (shared.length === 0) continue;
    const rows = await db
      .select({ id: walletLedger.id, shared: walletLedger[by] })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, userId),
          eq(walletLedger.kind, undoes),
          inArray(walletLedger[by], shared),
        ),
      );
    for (const r of rows) if (r.shared) undone.set(`${key}:${r.shared}`, r.id);
  }
  return undone;
}

const undoneKey = (row: Row) => {
  const undoing = UNDOINGS.find(({ kind, by }) => row.kind === kind && row[by]);
  return undoing ? `${undoing.key}:${row[undoing.by]}` : null;
};

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
