import type { SourceCounts, SourcePostInput } from '../../engines/model/content-model.ts';
import type { PastedSource } from './examples.ts';
import type { RunSource } from './run-sources.ts';

export type { PastedSource };

/**
 * The posts a concept run gives the model (ARCHITECTURE §7b), within the prompt's budget: at most
 * PROMPT_POSTS_MAX posts and PROMPT_POSTS_CHARS characters of post text, each post first cut to its
 * own length (READ_POST_CHARS for a read post, PASTED_POST_CHARS for a pasted example).
 *
 * Posts are kept in this order until the budget is full, so past it they are dropped from the end:
 *   1. the person's own pasted examples (their voice, chosen by them), dropped last;
 *   2. peers' pasted examples (what works on networks nobody may read);
 *   3. read posts, own and peers' alike, best-performing first (posts without counts, as most feeds,
 *      after those with, newest first), at most PER_HANDLE from one handle so a prolific peer cannot
 *      crowd out the rest; so the least-engaged and oldest read posts are the first to go.
 * The prefix stops at the first post that does not fit: a lower-ranked short post never displaces a
 * higher-ranked long one.
 */
export const PROMPT_POSTS_MAX = 40;
export const PROMPT_POSTS_CHARS = 20_000;
export const PER_HANDLE = 10;
/** A read post's text in the prompt: enough to see its hook and format. */
export const READ_POST_CHARS = 500;
/** A pasted example: longer, as the person chose it to show a whole post (a LinkedIn post, say). */
export const PASTED_POST_CHARS = 1_000;
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

/** At most `max` code points, a cut one ending in an ellipsis. */
const cut = (text: string, max: number) => {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
};

/** The read posts best-performing first, at most PER_HANDLE per handle, each cut to READ_POST_CHARS. */
function rankedRead(sources: readonly RunSource[]): SourcePostInput[] {
  return sources
    .flatMap((source) =>
      source.posts
        .map(
          (post): Ranked => ({
            handle: { type: source.type, reference: source.reference },
            own: source.own,
            text: cut(post.text, READ_POST_CHARS),
            url: post.url,
            date: post.date,
            ...(post.counts ? { counts: post.counts } : {}),
            score: scoreOf(post.counts),
          }),
        )
        .sort(better)
        .slice(0, PER_HANDLE),
    )
    .sort(better)
    .map(({ score: _, ...post }) => post);
}

/** The pasted examples, the person's own first, each cut to PASTED_POST_CHARS. */
function pastedPosts(pasted: readonly PastedSource[]): SourcePostInput[] {
  const of = (source: PastedSource) =>
    source.examples.map(
      (text): SourcePostInput => ({
        handle: { type: source.type, reference: source.reference },
        own: source.own,
        text: cut(text, PASTED_POST_CHARS),
        url: null,
        date: null,
        pasted: true,
      }),
    );
  return [...pasted.filter((s) => s.own).flatMap(of), ...pasted.filter((s) => !s.own).flatMap(of)];
}

/** The posts the model gets: the longest prefix of the keep order that fits the budget. */
export function promptPosts(
  read: readonly RunSource[],
  pasted: readonly PastedSource[] = [],
): SourcePostInput[] {
  const kept: SourcePostInput[] = [];
  let chars = 0;
  for (const post of [...pastedPosts(pasted), ...rankedRead(read)]) {
    const length = Array.from(post.text).length;
    if (kept.length === PROMPT_POSTS_MAX || chars + length > PROMPT_POSTS_CHARS) break;
    kept.push(post);
    chars += length;
  }
  return kept;
}

/**
 * A concept's sources: the URLs the model named that are URLs of read posts it was sent, each once,
 * with the handle that posted it; every other string is dropped, so only addresses from the read data
 * are ever linked (a pasted example has none).
 */
export function conceptSources(
  inspiredBy: readonly string[],
  sent: readonly SourcePostInput[],
): Array<{ url: string; type: string; reference: string }> {
  const byUrl = new Map(sent.flatMap((p) => (p.url === null ? [] : [[p.url, p.handle] as const])));
  const named = [...new Set(inspiredBy.map((u) => u.trim()))];
  return named
    .flatMap((url) => {
      const handle = byUrl.get(url);
      return handle ? [{ url, type: handle.type, reference: handle.reference }] : [];
    })
    .slice(0, SOURCES_PER_CONCEPT);
}
