import type { SourceCounts, SourcePostInput } from '../../engines/model/content-model.ts';
import type { RunSource } from './run-sources.ts';

/**
 * The read posts as the model gets them: best-performing first, within the prompt's budget. Posts
 * past the budget are dropped lowest-ranked first; posts without counts (most feeds) rank after
 * those with, newest first, and one handle brings at most PER_HANDLE so a prolific peer cannot
 * crowd out the rest.
 */

export const PROMPT_POSTS_MAX = 40;
export const PER_HANDLE = 10;
/** Links one concept shows under "Inspired by". */
export const SOURCES_PER_CONCEPT = 5;

/** Reactions weighed as reach: a repost or quote carries a post further than a like. */
export function scoreOf(counts: SourceCounts | undefined): number | null {
  if (!counts) return null;
  const { likes = 0, reposts = 0, quotes = 0, replies = 0, views = 0 } = counts;
  return likes + 2 * reposts + 2 * quotes + replies + views / 100;
}

type Ranked = SourcePostInput & { score: number | null };

const better = (a: Ranked, b: Ranked) => {
  if (a.score !== null && b.score !== null && a.score !== b.score) return b.score - a.score;
  if ((a.score === null) !== (b.score === null)) return a.score === null ? 1 : -1;
  return (b.date ?? '').localeCompare(a.date ?? '');
};

export function rankedPosts(sources: readonly RunSource[]): SourcePostInput[] {
  const all = sources.flatMap((source) =>
    source.posts
      .map(
        (post): Ranked => ({
          handle: { type: source.type, reference: source.reference },
          own: source.own,
          text: post.text,
          url: post.url,
          date: post.date,
          ...(post.counts ? { counts: post.counts } : {}),
          score: scoreOf(post.counts),
        }),
      )
      .sort(better)
      .slice(0, PER_HANDLE),
  );
  return all
    .sort(better)
    .slice(0, PROMPT_POSTS_MAX)
    .map(({ score: _, ...post }) => post);
}

/**
 * A concept's sources: the URLs the model named that are URLs of posts it was sent, each once, with
 * the handle that posted it; every other string is dropped, so only addresses from the read data are
 * ever linked.
 */
export function conceptSources(
  inspiredBy: readonly string[],
  sent: readonly SourcePostInput[],
): Array<{ url: string; type: string; reference: string }> {
  const byUrl = new Map(sent.map((p) => [p.url, p.handle]));
  const named = [...new Set(inspiredBy.map((u) => u.trim()))];
  return named
    .flatMap((url) => {
      const handle = byUrl.get(url);
      return handle ? [{ url, type: handle.type, reference: handle.reference }] : [];
    })
    .slice(0, SOURCES_PER_CONCEPT);
}
