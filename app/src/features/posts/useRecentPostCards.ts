import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { copyText } from '../../lib/download.ts';
import { isNew } from '../../lib/newThisSession.ts';
import {
  cardImages,
  cardVariants,
  hasPlatformVariants,
  measureDraft,
  postedText,
} from '../../lib/platformPosts/card.ts';
import { usePostEdits } from '../../lib/platformPosts/usePostEdits.ts';
import type { RecentListState } from '../../lib/useRecentList.ts';
import type { RecentPostViewProps } from './RecentPostView.tsx';
import { withEditedPost } from './recentPosts.ts';
import { useShare } from './useShare.ts';

/** A post without named platforms copies as the SPEC had it: its title, a blank line, its text. */
const plainText = (post: RecentPost) => `${post.title}\n\n${post.content.trim()}`;

/**
 * What each card of the Recent panel shows and does: its platform tabs from the post's variants,
 * corrections saved with PATCH and written into the panel's query cache (so the list, a reload and
 * the next visit agree), Copy, Share… with the files fetched ahead, Download, Delete.
 */
export function useRecentPostCards(
  recent: RecentListState<RecentPost>,
  offlineIds: ReadonlySet<string>,
  onFailed: (error: unknown) => void,
) {
  const edits = usePostEdits((edited) => recent.setItems((shown) => withEditedPost(shown, edited)), onFailed);
  const sharing = useShare(recent.items, onFailed);

  return (post: RecentPost): RecentPostViewProps => {
    const platform = hasPlatformVariants(post.variants);
    return {
      post: {
        id: post.id,
        title: post.title,
        content: post.content,
        imageUrl: post.content_url,
        variants: platform ? cardVariants(post.variants) : [],
        images: cardImages(post.images),
        isNew: isNew('posts', post.id),
        offline: offlineIds.has(post.id),
        deleting: recent.busyId === post.id,
        savingEdit: edits.savingId === post.id,
        share: platform ? sharing.support(post) : 'none',
        captionCopiedFor: sharing.captionCopiedFor(post.id),
      },
      measure: measureDraft,
      postedText,
      onCopy: (text) => copyText(text ?? plainText(post)),
      onDownload: () => void sharing.download(post),
      onDelete: () => void recent.removeOne(post.id),
      onEdit: (edit) => edits.edit(post.id, edit),
      onShare: (chosen) => sharing.share(post, chosen),
    };
  };
}
