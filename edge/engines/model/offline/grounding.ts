import { platformLabel } from '../../../contract/handles.ts';
import type { Concept, SourcePostInput } from '../content-model.ts';

/**
 * The offline model's use of the read posts, so grounding shows without an API key: the most-liked
 * post's format is named in the first concept, which then lists that post as its inspiration. A
 * format is read from the text's shape; it is a demo's heuristic, not an analysis.
 */

const likesOf = (p: SourcePostInput) => p.counts?.likes ?? -1;

/**
 * The most-liked read post; where no network counts likes, the first read post (the best-ranked),
 * and where nothing was read, the first pasted example (the person's own first).
 */
export function mostLiked(posts: readonly SourcePostInput[]): SourcePostInput | undefined {
  const read = posts.filter((p) => !p.pasted);
  return (
    read.reduce<SourcePostInput | undefined>(
      (best, p) => (!best || likesOf(p) > likesOf(best) ? p : best),
      undefined,
    ) ?? posts[0]
  );
}

/** The post's format in words, from the shape of its text. */
export function formatOf(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const listed = lines.filter((l) =>
    /^(?:\d+[.)]|[-•*]|[\u{1F51F}\u{0031}-\u{0039}]\uFE0F?\u20E3)\s*/u.test(l),
  ).length;
  if (/🧵|\b1\/\d*\b/.test(text)) return 'a thread';
  if (listed >= 3) return 'a numbered list';
  if (lines[0]?.endsWith('?') || (text.length < 280 && text.trim().endsWith('?')))
    return 'a question to the audience';
  if (text.length <= 140) return 'a short one-liner';
  if (text.length >= 800) return 'a long read';
  return 'a short story';
}

const reactions = (p: SourcePostInput) => {
  const c = p.counts ?? {};
  const parts = [
    c.likes === undefined ? '' : `${c.likes.toLocaleString('en-US')} likes`,
    c.reposts === undefined ? '' : `${c.reposts.toLocaleString('en-US')} reposts`,
    c.views === undefined ? '' : `${c.views.toLocaleString('en-US')} views`,
  ].filter(Boolean);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
};

const opening = (text: string) => {
  const first = Array.from(text.split('\n')[0] ?? '');
  return first.length > 100 ? `${first.slice(0, 100).join('')}…` : first.join('');
};

/**
 * The concept with a paragraph on the post that works, and that post's URL as its inspiration (a
 * pasted example has none to link).
 */
export function groundedConcept(
  concept: Concept,
  post: SourcePostInput,
): { concept: Concept; inspiredBy: string[] } {
  const whose = post.own ? 'your own' : `${post.handle.reference}'s`;
  const which = post.pasted ? 'example post you pasted' : 'most-liked recent post';
  const note = `What works right now: ${whose} ${which} on ${platformLabel(post.handle.type)}${reactions(post)} is ${formatOf(post.text)} — “${opening(post.text)}”. Give this idea the same format.`;
  return {
    concept: { ...concept, Details: `${note}\n\n${concept.Details}` },
    inspiredBy: post.url === null ? [] : [post.url],
  };
}
