import {
  type LedgerEntry,
  LedgerList,
  type LedgerListStatus,
  type NavigateHandler,
  WalletSummary,
} from '@plume/ui';
import type { ReactElement } from 'react';
import { ScreenView } from '../../lib/ScreenView.tsx';

export type WalletViewProps = {
  /** The first page's load; later pages have their own state below. */
  status: LedgerListStatus;
  /** null until the first page has loaded. */
  balanceCents: number | null;
  /** Every loaded balance change, newest first. */
  entries: LedgerEntry[];
  /** What a failed first page says (SPEC §8 pair), with Retry. */
  error: string | null;
  onRetry: () => void;
  hasMore: boolean;
  onLoadMore: () => void;
  loadingMore: boolean;
  loadMoreError: string | null;
  onNavigate: NavigateHandler;
};

/** /wallet: the balance beside Recharge, then every balance change with the balance after it. */
export function WalletView({
  status,
  balanceCents,
  entries,
  error,
  onRetry,
  hasMore,
  onLoadMore,
  loadingMore,
  loadMoreError,
  onNavigate,
}: WalletViewProps): ReactElement {
  return (
    <ScreenView screen="wallet">
      <WalletSummary
        balanceCents={balanceCents}
        loading={status === 'loading'}
        error={error}
        onRetry={onRetry}
        rechargeHref="/wallet-recharge"
        onNavigate={onNavigate}
      />
      <LedgerList
        status={status}
        entries={entries}
        error={error ?? undefined}
        onRetry={onRetry}
        hasMore={hasMore}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
        loadMoreError={loadMoreError}
        onNavigate={onNavigate}
      />
    </ScreenView>
  );
}
