import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConceptStream, GeneratedPost } from '../../../../edge/features/concepts/contract.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';
import { deferDelete } from '../../lib/deferredDelete.ts';
import { confirmDone } from '../../lib/feedback.ts';
import { type GenerationProblem, generationProblem } from '../../lib/generationError.ts';
import { usePostEdits } from '../../lib/platformPosts/usePostEdits.ts';
import { useRefine } from '../../lib/platformPosts/useRefine.ts';
import { useLoad } from '../../lib/query.ts';
import { useBanner } from '../../lib/useBanner.ts';
import { restoreInto } from '../../lib/useRecentList.ts';
import {
  conceptErrors,
  deleteGeneratedPost,
  deletePostError,
  fetchGeneratedPosts,
  generateConcepts,
  saveGeneratedPost,
} from './api.ts';
import { listsFromRun, prependPosts, withEditedPost } from './concepts.ts';
import { listsFromRuns, runFromAnswer } from './runs.ts';
import { useConceptRuns } from './useConceptRuns.ts';

export type ConceptRequestHandles = { handles: Handle[]; related_handles: Handle[] };

/**
 * The Concept Generation screen's data: earlier concepts by run and the generated posts, a run (its
 * concepts in front, SPEC §4), which results the offline demo model made, and saving or deleting (with Undo) a post.
 */
export function useConceptGeneration() {
  const runs = useConceptRuns();
  const recentPosts = useLoad(['concepts', 'posts'], fetchGeneratedPosts);
  const lists = useMemo(() => listsFromRuns(runs.runs), [runs.runs]);
  const [posts, setPosts] = useState<GeneratedPost[]>([]);
  const [offlineIds, setOfflineIds] = useState<ReadonlySet<string>>(new Set());
  const [generating, setGenerating] = useState(false);
  const [latest, setLatest] = useState<{ stream: ConceptStream; id: string } | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const banner = useBanner<GenerationProblem>();
  // A correction saved on a card (PATCH) replaces that post's text in the list, saved state kept.
  const edits = usePostEdits(
    (edited) => setPosts((shown) => withEditedPost(shown, edited)),
    (error) => banner.show(generationProblem(error, conceptErrors.edit)),
  );
  // A refine (or its Undo) replaces that post's text the same way; a failure says why in the banner,
  // as a failed run does (402 with Recharge Now, 502 with the money back).
  const refining = useRefine(
    (changed) => setPosts((shown) => withEditedPost(shown, changed)),
    (error) => banner.show(generationProblem(error, conceptErrors.refine)),
  );

  // Earlier posts arrive after mount; anything generated meanwhile stays in front of them.
  useEffect(() => {
    if (recentPosts.status === 'success') setPosts((shown) => prependPosts(recentPosts.data, shown));
  }, [recentPosts]);

  const generate = useCallback(
    async (handles: ConceptRequestHandles, instructions: string) => {
      setGenerating(true);
      banner.hide();
      try {
        const trimmed = instructions.trim();
        const answer = await generateConcepts({
          ...handles,
          ...(trimmed ? { additional_instructions: trimmed } : {}),
        });
        const fresh = listsFromRun(answer.data);
        runs.prepend(runFromAnswer(answer.data, trimmed, new Date()));
        setPosts((shown) => prependPosts(shown, answer.data.posts));
        if (answer.model.offline) {
          const ids = [...fresh.mainstream, ...fresh.offstream, ...answer.data.posts].map((x) => x.id);
          setOfflineIds((known) => new Set([...known, ...ids]));
        }
        const first = fresh.mainstream[0] ?? fresh.offstream[0];
        if (first) setLatest({ stream: first.stream, id: first.id });
      } catch (error) {
        console.error(error);
        banner.show(generationProblem(error, conceptErrors.generate));
      } finally {
        setGenerating(false);
      }
    },
    [banner.hide, banner.show, runs.prepend],
  );

  const save = useCallback(
    async (post: GeneratedPost) => {
      setSavingId(post.id);
      try {
        const saved = await saveGeneratedPost(post);
        setPosts((shown) => shown.map((p) => (p.id === saved.id ? saved : p)));
        confirmDone('Saved');
      } catch (error) {
        console.error(error);
        banner.show(generationProblem(error, conceptErrors.save));
      } finally {
        setSavingId(null);
      }
    },
    [banner.show],
  );

  // Deleting one post hides it at once and offers Undo for 5 s before the delete is sent, as the
  // Recent panels do; a delete that fails puts it back and says why.
  const remove = useCallback(
    (id: string) => {
      let before: GeneratedPost[] = [];
      deferDelete({
        message: 'Post deleted.',
        hide: () =>
          setPosts((shown) => {
            before = shown;
            return shown.filter((p) => p.id !== id);
          }),
        restore: () =>
          setPosts((shown) => (shown.some((p) => p.id === id) ? shown : restoreInto(shown, before, id))),
        commit: ({ keepalive }) => deleteGeneratedPost(id, { keepalive }),
        onFailed: (error) => {
          console.error(error);
          banner.show(generationProblem(error, deletePostError));
        },
      });
    },
    [banner.show],
  );

  return {
    runs,
    lists,
    posts,
    loading: runs.loading,
    postsLoading: recentPosts.status === 'loading',
    recentFailed: runs.failed || recentPosts.status === 'error',
    retryRecent: () => {
      if (runs.failed) runs.retry();
      if (recentPosts.status === 'error') recentPosts.retry();
    },
    offlineIds,
    generating,
    latest,
    savingId,
    banner,
    generate,
    save,
    remove,
    edits,
    refining,
  };
}
