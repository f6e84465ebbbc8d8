import type { LedgerEntry } from '@plume/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { useLoad } from '../../lib/query.ts';
import { applyServerBalance } from '../../session/balance.ts';
import { fetchWalletPage } from './api.ts';
import { WalletView } from './WalletView.tsx';

const historyErrors = {
  failed: 'Failed to fetch your wallet history.',
  other: 'An error occurred while fetching your wallet history.',
} as const;

/**
 * /wallet (SPEC §9 names it as where a verified recharge lands): the balance, Recharge, and every
 * balance change newest first — recharges, generation charges and their releases, reversals and
 * adjustments — one page at a time.
 */
export default function WalletScreen(): ReactElement {
  const navigate = useNavigate();
  const first = useLoad(['wallet', 'first-page'], (signal) => fetchWalletPage(null, signal));
  const [more, setMore] = useState<LedgerEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => {
    if (first.status !== 'success') return;
    applyServerBalance(first.data.balanceCents);
    setMore([]);
    setCursor(first.data.nextCursor);
    setMoreError(null);
  }, [first]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchWalletPage(cursor);
      setMore((entries) => [...entries, ...page.entries]);
      setCursor(page.nextCursor);
    } catch (error) {
      console.error(error);
      setMoreError(fetchErrorMessage(error, historyErrors));
    } finally {
      setLoadingMore(false);
    }
  };

  const { retry } = first;
  const error = first.status === 'error' ? fetchErrorMessage(first.error, historyErrors) : null;
  return (
    <WalletView
      status={first.status === 'success' ? 'ready' : first.status}
      balanceCents={first.data?.balanceCents ?? null}
      entries={[...(first.data?.entries ?? []), ...more]}
      error={error}
      onRetry={retry}
      hasMore={cursor !== null}
      onLoadMore={() => void loadMore()}
      loadingMore={loadingMore}
      loadMoreError={moreError}
      onNavigate={(href) => navigate(href)}
    />
  );
}
