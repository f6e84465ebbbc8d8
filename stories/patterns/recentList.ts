import { fn } from 'storybook/test';
import type { RecentListData } from '../../app/src/lib/RecentListView.tsx';

/** A Recent panel's loaded state with fixture items, for a pattern's args. */
export function loadedRecent<T extends { id: string }>(items: readonly T[]): RecentListData<T> {
  return {
    items,
    status: 'ready',
    loadError: null,
    onRetry: fn(),
    actionError: null,
    busyId: null,
    onClearAll: fn(),
  };
}
