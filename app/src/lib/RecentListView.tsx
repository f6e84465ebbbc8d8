import { Alert, LoadError, RecentPanel, type RecentPanelProps } from '@plume/ui';
import type { ReactElement } from 'react';

/** A Recent panel's list and state as a view shows it: useRecentList's, its errors put into words. */
export type RecentListData<T extends { id: string }> = {
  items: readonly T[];
  status: 'loading' | 'ready' | 'error';
  /** What a failed first load says (the feature's SPEC §8 pair), with Retry. */
  loadError: string | null;
  onRetry: () => void;
  /** What a failed delete or Clear all says; the list stays as it was. */
  actionError: string | null;
  /** The item being deleted, or 'all' while Clear all runs. */
  busyId: string | null;
  onClearAll: () => void;
};

type FromTheList = 'items' | 'getKey' | 'loading' | 'onClearAll' | 'clearing';

export type RecentListViewProps<T extends { id: string }> = Omit<RecentPanelProps<T>, FromTheList> & {
  recent: RecentListData<T>;
};

/**
 * A screen's Recent panel (Post Drafting, Video Captioning): the load error with Retry in place of the
 * panel, skeletons, delete and Clear all, and a failed delete's message below.
 */
export function RecentListView<T extends { id: string }>({
  recent,
  ...panel
}: RecentListViewProps<T>): ReactElement {
  return (
    <>
      {recent.status === 'error' ? (
        <LoadError onRetry={recent.onRetry}>{recent.loadError}</LoadError>
      ) : (
        <RecentPanel
          {...panel}
          items={recent.items}
          getKey={(item) => item.id}
          loading={recent.status === 'loading'}
          onClearAll={recent.onClearAll}
          clearing={recent.busyId === 'all'}
        />
      )}
      {recent.actionError ? <Alert tone="error">{recent.actionError}</Alert> : null}
    </>
  );
}
