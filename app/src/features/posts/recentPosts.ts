import { RECENT_LIMITS } from '../../../../edge/contract/generation-limits.ts';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';

/** SPEC §9: the Recent panel keeps at most 10 posts. */
export const RECENT_POSTS_LIMIT = RECENT_LIMITS.posts;

/**
 * SPEC §4: new posts go to the front, newest first, and the list keeps at most 10. A post already in
 * the list (a replayed answer) is not shown twice.
 */
export function withNewPosts(
  current: readonly RecentPost[],
  fresh: readonly RecentPost[],
  limit = RECENT_POSTS_LIMIT,
): RecentPost[] {
  const ids = new Set(fresh.map((p) => p.id));
  return [...fresh, ...current.filter((p) => !ids.has(p.id))].slice(0, limit);
}

/** A post corrected on its card takes its place in the list as the server now stores it. */
export const withEditedPost = (current: readonly RecentPost[], edited: RecentPost): RecentPost[] =>
  current.map((p) => (p.id === edited.id ? edited : p));
