import { Alert, LoadError, RecentPanel, type RecentPanelProps } from '@plume/ui';
import type { ReactElement } from 'react';
import { type FetchMessages, fetchErrorMessage } from './errors.ts';
import { type RecentListState, recentDeleteErrors } from './useRecentList.ts';

type FromTheList = 'items' | 'getKey' | 'loading' | 'onClearAll' | 'clearing';

export type RecentListProps<T extends { id: string }> = Omit<RecentPanelProps<T>, FromTheList> & {
  recent: RecentListState<T>;
  /** What a failed first load says (the feature's SPEC §8 pair). */
  loadErrors: FetchMessages;
};

/**
 * A screen's Recent panel wired to useRecentList (Post Drafting, Video Captioning): the load error with
 * Retry in place of the panel, skeletons, delete and Clear all, and a failed delete's message below.
 */
export function RecentList<T extends { id: string }>({
  recent,
  loadErrors,
  ...panel
}: RecentListProps<T>): ReactElement {
  return (
    <>
      {recent.status === 'error' ? (
        <LoadError onRetry={recent.retry}>{fetchErrorMessage(recent.loadError, loadErrors)}</LoadError>
      ) : (
        <RecentPanel
          {...panel}
          items={recent.items}
          getKey={(item) => item.id}
          loading={recent.status === 'loading'}
          onClearAll={() => void recent.clearAll()}
          clearing={recent.busyId === 'all'}
        />
      )}
      {recent.actionError ? (
        <Alert tone="error">{fetchErrorMessage(recent.actionError, recentDeleteErrors)}</Alert>
      ) : null}
    </>
  );
}
