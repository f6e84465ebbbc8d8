import { type ReactElement, useId } from 'react';
import { bareList } from '../../lib/bareList.css.ts';
import { EntryRowsSkeleton } from '../../lib/EntryRowsSkeleton.tsx';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { formatCents, formatSignedCents } from '../../lib/money.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './LedgerList.css.ts';
import { type LedgerKind, ledgerKindLooks } from './ledgerKinds.tsx';

/** One wallet ledger row as the history shows it. */
export interface LedgerEntry {
  /** Stable key (the ledger row's id). */
  id: string;
  kind: LedgerKind;
  /** What it was: the package bought, what a generation paid for, a reversal's or adjustment's reason. */
  description: string;
  /** Signed integer cents: positive adds to the wallet (shown green with '+'), negative takes from it ('−'). */
  amountCents: number;
  /** The wallet balance right after this row, integer cents. */
  balanceAfterCents: number;
  /** When it happened: an ISO 8601 string or a Date. */
  createdAt: string | Date;
  /** What a charge paid for: the screen of its run, with the link's words ('See concept runs'). */
  paidFor?: { href: string; label: string } | null;
  /** The receipt of a recharge, or of the payment a refund or dispute took back. */
  receiptHref?: string | null;
  /** The id of the entry this one undoes (a returned charge, a refund): shown right above it. */
  undoes?: string | null;
}

export type LedgerListStatus = 'loading' | 'error' | 'ready';

export interface LedgerListProps {
  /** `loading`: skeleton rows; `error`: `error` with a Retry; `ready`: the entries (or the empty state). */
  status: LedgerListStatus;
  /** Rows in the order to show them: newest first, as the API pages them; later pages appended. */
  entries?: readonly LedgerEntry[];
  /** The card's heading. Default 'History'. */
  title?: string;
  /** The first page failed. Default "Couldn't load your wallet history." */
  error?: string;
  /** Retry after `error`; without it no Retry button shows. */
  onRetry?: () => void;
  /** Another page exists: shows 'Load more'. */
  hasMore?: boolean;
  /** Fetch the next page (also the Retry after `loadMoreError`). */
  onLoadMore?: () => void;
  /** The next page is being fetched: 'Load more' spins and is disabled. */
  loadingMore?: boolean;
  /** The next page failed: shown in place of 'Load more', with a Retry that calls `onLoadMore`. */
  loadMoreError?: string | null;
  /** Date and time of a row. Default: en-US medium date and short time in the viewer's time zone. */
  formatDate?: (date: Date) => string;
  /** Placeholder rows while loading. Default 4. */
  skeletonRows?: number;
  /** Client-side routing for the rows' links, called on plain left-clicks only. */
  onNavigate?: NavigateHandler;
}

/**
 * The entries in the order shown: each one that undoes an entry also listed is moved right above it
 * (newest first, the undoing one is the newer), so a returned charge or a refund sits next to what
 * it undoes, set in; the rest keep the API's order.
 */
export function pairedOrder(entries: readonly LedgerEntry[]): { entry: LedgerEntry; paired: boolean }[] {
  const ids = new Set(entries.map((e) => e.id));
  const undoers = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    if (e.undoes && ids.has(e.undoes)) undoers.set(e.undoes, [...(undoers.get(e.undoes) ?? []), e]);
  }
  const shown: { entry: LedgerEntry; paired: boolean }[] = [];
  for (const e of entries) {
    if (e.undoes && ids.has(e.undoes)) continue;
    for (const u of undoers.get(e.id) ?? []) shown.push({ entry: u, paired: true });
    shown.push({ entry: e, paired: false });
  }
  return shown;
}

const defaultDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The /wallet history (SPEC §9): each balance change with its kind, what it was, signed amount, time and balance after. */
export function LedgerList({
  status,
  entries = [],
  title = 'History',
  error = "Couldn't load your wallet history.",
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  formatDate = (date) => defaultDate.format(date),
  skeletonRows = 4,
  onNavigate,
}: LedgerListProps): ReactElement {
  const titleId = useId();
  return (
    <section
      className={s.card}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || loadingMore || undefined}
    >
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {status === 'loading' ? (
        <EntryRowsSkeleton
          label="Loading wallet history"
          count={skeletonRows}
          rowClassName={s.skeletonRow}
          mainClassName={s.main}
          kindWidth="30%"
          textWidth="60%"
          amountWidth="4rem"
        />
      ) : status === 'error' ? (
        <LoadError onRetry={onRetry}>{error}</LoadError>
      ) : entries.length === 0 ? (
        <EmptyState
          title="No wallet activity yet"
          description="Recharges and what each generation costs will show up here."
          icon={<Icons.Wallet size="lg" />}
        />
      ) : (
        <>
          <ol className={bareList} aria-labelledby={titleId}>
            {pairedOrder(entries).map(({ entry, paired }) => (
              <LedgerRow
                key={entry.id}
                entry={entry}
                paired={paired}
                formatDate={formatDate}
                onNavigate={onNavigate}
              />
            ))}
          </ol>
          {loadMoreError ? (
            <LoadError onRetry={onLoadMore}>{loadMoreError}</LoadError>
          ) : hasMore && onLoadMore ? (
            <Stack space="md" align="center">
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                Load more
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </section>
  );
}

function LedgerRow({
  entry,
  paired,
  formatDate,
  onNavigate,
}: {
  entry: LedgerEntry;
  paired: boolean;
  formatDate: (date: Date) => string;
  onNavigate: NavigateHandler | undefined;
}) {
  const look = ledgerKindLooks[entry.kind];
  const date = typeof entry.createdAt === 'string' ? new Date(entry.createdAt) : entry.createdAt;
  const credit = entry.amountCents > 0;
  const links = [
    ...(entry.paidFor ? [{ href: entry.paidFor.href, label: entry.paidFor.label }] : []),
    ...(entry.receiptHref ? [{ href: entry.receiptHref, label: 'Receipt' }] : []),
  ];
  return (
    <li className={paired ? s.pairedRow : s.row} data-kind={entry.kind} data-paired={paired || undefined}>
      <span className={iconBadge({ tone: look.tone, size: 'sm' })} aria-hidden="true">
        {look.icon()}
      </span>
      <span className={s.main}>
        <span className={s.kind}>{look.label}</span>
        <span className={s.description}>{entry.description || look.label}</span>
        <time className={s.date} dateTime={date.toISOString()}>
          {formatDate(date)}
        </time>
        {links.length > 0 ? (
          <span className={s.links}>
            {links.map((link) => (
              <a
                key={link.label}
                href={link.href}
                className={s.link}
                onClick={navigationClick(link.href, onNavigate)}
              >
                {link.label}
              </a>
            ))}
          </span>
        ) : null}
      </span>
      <span className={s.figures}>
        <span className={s.amount({ direction: credit ? 'credit' : 'debit' })}>
          {formatSignedCents(entry.amountCents)}
        </span>
        <span className={s.balanceAfter}>Balance {formatCents(entry.balanceAfterCents)}</span>
      </span>
    </li>
  );
}
