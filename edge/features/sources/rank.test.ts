import { describe, expect, it } from 'vitest';
import { conceptSources, PER_HANDLE, PROMPT_POSTS_MAX, rankedPosts } from './rank.ts';
import type { RunSource } from './run-sources.ts';

const post = (n: number, likes?: number) => ({
  text: `post ${n}`,
  url: `https://bsky.app/profile/a/post/${n}`,
  date: `2026-01-${String(10 + (n % 10)).padStart(2, '0')}T00:00:00Z`,
  ...(likes === undefined ? {} : { counts: { likes } }),
});

const source = (reference: string, posts: RunSource['posts'], own = false): RunSource => ({
  type: 'bluesky',
  reference,
  own,
  posts,
});

describe('the read posts a model gets', () => {
  it('come best-performing first, posts without counts after, newest first', () => {
    const ranked = rankedPosts([
      source('a.bsky.social', [post(1, 5), post(2, 50)]),
      { type: 'website', reference: 'https://blog.example/', own: false, posts: [post(3), post(4)] },
      source('me.bsky.social', [post(5, 20)], true),
    ]);
    expect(ranked.map((p) => p.text)).toEqual(['post 2', 'post 5', 'post 1', 'post 4', 'post 3']);
    expect(ranked[1]).toMatchObject({ own: true, handle: { type: 'bluesky', reference: 'me.bsky.social' } });
  });

  it('drop the lowest-ranked past the budget, at most PER_HANDLE from one handle', () => {
    const many = (ref: string, from: number) =>
      source(
        ref,
        Array.from({ length: 30 }, (_, i) => post(from + i, from + i)),
      );
    const ranked = rankedPosts([
      many('a', 0),
      many('b', 100),
      many('c', 200),
      many('d', 300),
      many('e', 400),
    ]);
    expect(ranked).toHaveLength(PROMPT_POSTS_MAX);
    expect(ranked.filter((p) => p.handle.reference === 'e')).toHaveLength(PER_HANDLE);
    expect(ranked.some((p) => p.handle.reference === 'a')).toBe(false);
  });
});

describe('a concept’s sources', () => {
  it('keep only URLs of posts the model was sent, each once, with the handle', () => {
    const sent = rankedPosts([source('a.bsky.social', [post(1, 1), post(2, 2)])]);
    expect(
      conceptSources([post(2).url, 'https://evil.example/', ` ${post(1).url} `, post(2).url, 'post 1'], sent),
    ).toEqual([
      { url: post(2).url, type: 'bluesky', reference: 'a.bsky.social' },
      { url: post(1).url, type: 'bluesky', reference: 'a.bsky.social' },
    ]);
  });
});
