import { PostCard, PostCardSkeleton, textFileName } from '@plume/ui';
import type { ReactElement } from 'react';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { copyText, downloadText } from '../../lib/download.ts';
import { isNew } from '../../lib/newThisSession.ts';
import { RecentListView } from '../../lib/RecentListView.tsx';
import { recentListData } from '../../lib/recentListData.ts';
import type { RecentListState } from '../../lib/useRecentList.ts';
import { recentErrors } from './api.ts';

export type RecentPostsProps = {
  recent: RecentListState<RecentPost>;
  offlineIds: ReadonlySet<string>;
  /** A run is in flight: a skeleton card shows where its posts will appear (SPEC §2). */
  generating: boolean;
  /** Whether the run has images (the skeleton then reserves the image frame). */
  withImages: boolean;
};

const asText = (post: RecentPost) => `${post.title}\n\n${post.content.trim()}`;

/** SPEC §2 Post Drafting's Recent panel: the 10 newest posts, NEW for this session's, Clear all. */
export function RecentPosts({ recent, offlineIds, generating, withImages }: RecentPostsProps): ReactElement {
  return (
    <div>
      <RecentListView
        recent={recentListData(recent, recentErrors)}
        pending={generating ? <PostCardSkeleton withImage={withImages} /> : undefined}
        loadingLabel="Loading recent posts…"
        renderItem={(post) => (
          <PostCard
            title={post.title}
            content={post.content}
            imageUrl={post.content_url}
            isNew={isNew('posts', post.id)}
            offline={offlineIds.has(post.id)}
            deleting={recent.busyId === post.id}
            onDownload={() => downloadText(textFileName(post.title, 'post'), asText(post))}
            onCopy={() => copyText(asText(post))}
            onDelete={() => void recent.removeOne(post.id)}
          />
        )}
      />
    </div>
  );
}
