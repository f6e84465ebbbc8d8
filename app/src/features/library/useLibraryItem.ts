import { conceptToText, textFileName } from '@plume/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LibraryItemResponse, LibraryKind } from '../../../../edge/features/library/contract.ts';
import type { CreatedPost } from '../../../../edge/features/posts/contract.ts';
import { ApiError } from '../../api/client.ts';
import { deferDelete } from '../../lib/deferredDelete.ts';
import { downloadText } from '../../lib/download.ts';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { copyWithToast } from '../../lib/feedback.ts';
import { generationProblem } from '../../lib/generationError.ts';
import { hideItem, showItem } from '../../lib/hiddenItems.ts';
import { hasPlatformVariants } from '../../lib/platformPosts/card.ts';
import { usePostEdits } from '../../lib/platformPosts/usePostEdits.ts';
import { useRefine } from '../../lib/platformPosts/useRefine.ts';
import { queryClient } from '../../lib/query.ts';
import { showToast, toastId } from '../../lib/toasts.ts';
import { recentDeleteErrors } from '../../lib/useRecentList.ts';
import { useShare } from '../posts/useShare.ts';
import { deleteLibraryItem, fetchLibraryItem, libraryErrors } from './api.ts';
import type { LibraryItemProblem, LibraryItemViewProps } from './LibraryItemView.tsx';

/** SPEC §8 has no words for a failed correction, refine or share; these follow its other messages. */
const POST_ACTION_FAILED = 'Could not update the post. Please try again.';

/** The words of each kind's Undo toast. */
const DELETED = { posts: 'Post deleted.', concepts: 'Concept deleted.' } as const;

/**
 * One library item for its detail view (/library/{kind}/{id}) through TanStack Query, and what can be
 * done to it: a post's corrections and refines (written into the query, as the server now stores the
 * post), copy, share, download; a concept's copy and download; and delete, which hides the item
 * everywhere at once, leaves through `leave` and offers Undo for 5 s before the delete is sent.
 */
export function useLibraryItem(kind: LibraryKind, id: string, leave: () => void) {
  const key = ['library', 'item', kind, id];
  const query = useQuery<LibraryItemResponse>(
    // An address naming no item (an unknown kind) asks the server nothing.
    { queryKey: key, queryFn: ({ signal }) => fetchLibraryItem(kind, id, signal), enabled: id !== '' },
    queryClient,
  );
  const [problem, setProblem] = useState<LibraryItemProblem | null>(null);
  const onFailed = (error: unknown) => setProblem(generationProblem(error, POST_ACTION_FAILED));

  // A correction or refine answers the post as stored; where it came from and whether it is saved stay.
  const putPost = (changed: CreatedPost) =>
    queryClient.setQueryData<LibraryItemResponse>(key, (old) =>
      old?.kind === 'posts' ? { ...old, data: { ...old.data, ...changed } } : old,
    );
  const edits = usePostEdits(putPost, onFailed);
  const refining = useRefine(putPost, onFailed);
  const answer = query.data;
  const post = answer?.kind === 'posts' ? answer.data : null;
  const sharing = useShare(post ? [post] : [], onFailed);

  const missing = query.error instanceof ApiError && query.error.status === 404;
  const status: LibraryItemViewProps['status'] = answer
    ? 'ready'
    : missing
      ? 'missing'
      : query.isError && !query.isFetching
        ? 'error'
        : 'loading';

  const copy = (text?: string) => {
    if (text !== undefined) return copyWithToast(text);
    if (answer?.kind === 'concepts') return copyWithToast(conceptToText(answer.data.concept));
    if (post) return copyWithToast(`${post.title}\n\n${post.content.trim()}`);
    return undefined;
  };

  const download = () => {
    if (post) void sharing.download(post);
    else if (answer?.kind === 'concepts') {
      const { concept } = answer.data;
      downloadText(textFileName(concept.Title, 'concept'), conceptToText(concept));
    }
  };

  const remove = () => {
    if (!answer) return;
    const target =
      answer.kind === 'posts'
        ? { kind: 'posts' as const, id: answer.data.id, source: answer.data.source }
        : { kind: 'concepts' as const, id: answer.data.id };
    deferDelete({
      message: DELETED[answer.kind],
      hide: () => {
        hideItem(target.id);
        leave();
      },
      restore: () => showItem(target.id),
      commit: async ({ keepalive }) => {
        await deleteLibraryItem(target, { keepalive });
        // The lists read anew (a concept takes its unsaved post with it).
        if (!keepalive) void queryClient.invalidateQueries({ queryKey: ['library'] });
      },
      onFailed: (error) => {
        console.error(error);
        showToast({ id: toastId(), message: fetchErrorMessage(error, recentDeleteErrors), tone: 'error' });
      },
    });
  };

  return {
    status,
    error: status === 'error' ? fetchErrorMessage(query.error, libraryErrors) : null,
    retry: () => void query.refetch(),
    answer,
    post,
    hasPlatforms: post ? hasPlatformVariants(post.variants) : false,
    savingEdit: post !== null && edits.savingId === post.id,
    share: post && hasPlatformVariants(post.variants) ? sharing.support(post) : ('none' as const),
    captionCopiedFor: post ? sharing.captionCopiedFor(post.id) : null,
    problem,
    dismissProblem: () => setProblem(null),
    copy,
    download,
    remove,
    edit: (edit: Parameters<typeof edits.edit>[1]) => (post ? edits.edit(post.id, edit) : undefined),
    shareTo: (platform: string) => (post ? sharing.share(post, platform) : undefined),
    refine: (platform: string, request: Parameters<typeof refining.refine>[2]) =>
      post ? refining.refine(post.id, platform, request) : undefined,
    refineBusy: post && refining.busy?.id === post.id ? refining.busy : null,
  };
}
