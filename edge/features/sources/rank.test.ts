import { describe, expect, it } from 'vitest';
import {
  conceptSources,
  PASTED_POST_CHARS,
  type PastedSource,
  PER_HANDLE,
  PROMPT_POSTS_CHARS,
  PROMPT_POSTS_MAX,
  promptPosts,
  READ_POST_CHARS,
} from './rank.ts';
import type { RunSource } from './run-sources.ts';

const post = (n: number, likes?: number, text = `post ${n}`) => ({
  text,
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

const pasted = (reference: string, own: boolean, examples: string[]): PastedSource => ({
  type: 'instagram',
  reference,
  own,
  examples,
});

const long = (label: string, n: number) => `${label} ${'x'.repeat(n)}`;

describe('the read posts a model gets', () => {
  it('come best-performing first, posts without counts after, newest first', () => {
    const ranked = promptPosts([
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
    const ranked = promptPosts([
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

  it('are cut to READ_POST_CHARS on a code point, so 40 of them fill the budget exactly', () => {
    const emoji = '🥐'.repeat(READ_POST_CHARS + 50);
    const [first] = promptPosts([source('a', [post(1, 1, emoji)])]);
    expect(Array.from(first?.text ?? '')).toHaveLength(READ_POST_CHARS);
    expect(first?.text.endsWith('🥐…')).toBe(true);
    const full = Array.from({ length: 4 }, (_, h) =>
      source(
        `h${h}`,
        Array.from({ length: 10 }, (_, i) => post(h * 10 + i, 1, 'y'.repeat(900))),
      ),
    );
    const sent = promptPosts(full);
    expect(sent).toHaveLength(PROMPT_POSTS_MAX);
    expect(sent.reduce((n, p) => n + Array.from(p.text).length, 0)).toBe(PROMPT_POSTS_CHARS);
  });
});

describe('the prompt budget with pasted examples', () => {
  it('keeps the person’s own examples first, then peers’, then the read posts best-first', () => {
    const sent = promptPosts(
      [source('peer.bsky.social', [post(1, 3), post(2, 90)])],
      [pasted('peer.insta', false, ['peer example']), pasted('me.insta', true, ['my first', 'my second'])],
    );
    expect(sent.map((p) => p.text)).toEqual(['my first', 'my second', 'peer example', 'post 2', 'post 1']);
    expect(sent[0]).toMatchObject({ own: true, pasted: true, url: null, date: null });
  });

  it('drops read posts (least-engaged first) before pasted ones, and the person’s own examples last', () => {
    // Each pasted example fills PASTED_POST_CHARS once cut; 20 of them fill the whole budget.
    const mine = pasted(
      'me.insta',
      true,
      Array.from({ length: 5 }, (_, i) => long(`mine ${i}`, 3000)),
    );
    const peers = Array.from({ length: 4 }, (_, h) =>
      pasted(
        `peer${h}.insta`,
        false,
        Array.from({ length: 5 }, (_, i) => long(`peer ${h}.${i}`, 3000)),
      ),
    );
    const read = [source('peer.bsky.social', [post(1, 1), post(2, 2)])];

    const withRoom = promptPosts(read, [mine, ...peers.slice(0, 2)]);
    expect(withRoom.filter((p) => p.pasted)).toHaveLength(15);
    expect(withRoom.filter((p) => !p.pasted).map((p) => p.text)).toEqual(['post 2', 'post 1']);

    const over = promptPosts(read, [...peers, mine]);
    expect(over).toHaveLength(PROMPT_POSTS_CHARS / PASTED_POST_CHARS);
    expect(over.slice(0, 5).every((p) => p.own)).toBe(true);
    expect(over.some((p) => !p.pasted)).toBe(false);
    expect(over.at(-1)?.text.startsWith('peer 2.4')).toBe(true);
    expect(over.some((p) => p.handle.reference === 'peer3.insta')).toBe(false);
  });

  it('stops at the first post that does not fit, so a short lower-ranked post never takes its place', () => {
    const nearlyFull = pasted(
      'me.insta',
      true,
      Array.from({ length: 19 }, (_, i) => long(`mine ${i}`, 3000)),
    );
    const read = [source('a', [post(1, 9, 'z'.repeat(READ_POST_CHARS + 1)), post(2, 1, 'short')])];
    // 19,000 characters used: the best read post (500) fits, the next one (5) would too, in order.
    expect(promptPosts(read, [nearlyFull]).map((p) => p.url)).toEqual([
      ...Array.from({ length: 19 }, () => null),
      post(1).url,
      post(2).url,
    ]);
    const fuller = pasted('me.insta', true, [...nearlyFull.examples, long('more', 600)]);
    expect(promptPosts(read, [fuller]).every((p) => p.pasted)).toBe(true);
  });
});

describe('a concept’s sources', () => {
  it('keep only URLs of read posts the model was sent, each once, with the handle', () => {
    const sent = promptPosts(
      [source('a.bsky.social', [post(1, 1), post(2, 2)])],
      [pasted('me.insta', true, ['an example'])],
    );
    expect(
      conceptSources(
        [post(2).url, 'https://evil.example/', ` ${post(1).url} `, post(2).url, 'post 1', ''],
        sent,
      ),
    ).toEqual([
      { url: post(2).url, type: 'bluesky', reference: 'a.bsky.social' },
      { url: post(1).url, type: 'bluesky', reference: 'a.bsky.social' },
    ]);
  });
});
