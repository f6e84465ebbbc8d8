import { PostCardSkeleton } from '@plume/ui';
import type { ReactElement } from 'react';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { type RecentListData, RecentListView } from '../../lib/RecentListView.tsx';
import { RecentPostView, type RecentPostViewProps } from './RecentPostView.tsx';

export type RecentPostsViewProps = {
  recent: RecentListData<RecentPost>;
  /** A run is in flight: a skeleton card shows where its posts will appear (SPEC §2). */
  generating: boolean;
  /** Whether the run has images (the skeleton then reserves the image frame). */
  withImages: boolean;
  /** What each post's card shows and does. */
  card: (post: RecentPost) => RecentPostViewProps;
};

/** SPEC §2 Post Drafting's Recent panel: the 10 newest posts, NEW for this session's, Clear all. */
export function RecentPostsView({
  recent,
  generating,
  withImages,
  card,
}: RecentPostsViewProps): ReactElement {
  return (
    <div>
      <RecentListView
        recent={recent}
        pending={generating ? <PostCardSkeleton withImage={withImages} /> : undefined}
        loadingLabel="Loading recent posts…"
        renderItem={(post) => <RecentPostView {...card(post)} />}
      />
    </div>
  );
}
