import { useCallback, useEffect, useState } from 'react';
import type { ConceptStream, GeneratedPost } from '../../../../edge/features/concepts/contract.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';
import { type GenerationProblem, generationProblem } from '../../lib/generationError.ts';
import { usePostEdits } from '../../lib/platformPosts/usePostEdits.ts';
import { useLoad } from '../../lib/query.ts';
import { useBanner } from '../../lib/useBanner.ts';
import {
  conceptErrors,
  deleteGeneratedPost,
  deletePostError,
  fetchGeneratedPosts,
  fetchRecentConcepts,
  generateConcepts,
  saveGeneratedPost,
} from './api.ts';
import {
  type ConceptLists,
  emptyLists,
  listsFromRun,
  prependConcepts,
  prependPosts,
  withEditedPost,
} from './concepts.ts';

export type ConceptRequestHandles = { handles: Handle[]; related_handles: Handle[] };

/**
 * The Concept Generation screen's data: earlier concepts and generated posts, a run (new results in
 * front, SPEC §4), which results the offline demo model made, and saving or deleting a post.
 */
export function useConceptGeneration() {
  const recent = useLoad(['concepts', 'recent'], fetchRecentConcepts);
  const recentPosts = useLoad(['concepts', 'posts'], fetchGeneratedPosts);
  const [lists, setLists] = useState<ConceptLists>(emptyLists);
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

  // Earlier results arrive after mount; anything generated meanwhile stays in front of them.
  useEffect(() => {
    if (recent.status === 'success') setLists((shown) => prependConcepts(recent.data, shown));
  }, [recent]);
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
        setLists((shown) => prependConcepts(shown, fresh));
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
    [banner.hide, banner.show],
  );

  const save = useCallback(
    async (post: GeneratedPost) => {
      setSavingId(post.id);
      try {
        const saved = await saveGeneratedPost(post);
        setPosts((shown) => shown.map((p) => (p.id === saved.id ? saved : p)));
      } catch (error) {
        console.error(error);
        banner.show(generationProblem(error, conceptErrors.save));
      } finally {
        setSavingId(null);
      }
    },
    [banner.show],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteGeneratedPost(id);
        setPosts((shown) => shown.filter((p) => p.id !== id));
      } catch (error) {
        console.error(error);
        banner.show(generationProblem(error, deletePostError));
      }
    },
    [banner.show],
  );

  return {
    lists,
    posts,
    loading: recent.status === 'loading',
    postsLoading: recentPosts.status === 'loading',
    recentFailed: recent.status === 'error' || recentPosts.status === 'error',
    retryRecent: () => {
      recent.retry();
      recentPosts.retry();
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
  };
}
