import { type FetchMessages, fetchErrorMessage } from './errors.ts';
import type { RecentListData } from './RecentListView.tsx';
import { type RecentListState, recentDeleteErrors } from './useRecentList.ts';

/** useRecentList's state as RecentListView shows it, each error in the words SPEC §8 gives it. */
export function recentListData<T extends { id: string }>(
  recent: RecentListState<T>,
  loadErrors: FetchMessages,
): RecentListData<T> {
  return {
    items: recent.items,
    status: recent.status,
    loadError: recent.status === 'error' ? fetchErrorMessage(recent.loadError, loadErrors) : null,
    onRetry: recent.retry,
    actionError: recent.actionError ? fetchErrorMessage(recent.actionError, recentDeleteErrors) : null,
    busyId: recent.busyId,
    onClearAll: () => void recent.clearAll(),
  };
}
