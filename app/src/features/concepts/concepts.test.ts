import { describe, expect, it } from 'vitest';
import type { ConceptBody, GeneratedPost } from '../../../../edge/features/concepts/contract.ts';
import {
  type Concept,
  emptyLists,
  postText,
  prependConcepts,
  prependPosts,
  sourceLinks,
  withEditedPost,
} from './concepts.ts';

const body = (title: string): ConceptBody => ({
  Title: title,
  Concept: 'A behind-the-scenes reel.',
  Details: 'Film the morning prep.',
  'Practical Tips': '- Keep it under 30 s',
  'Media Inspiration': 'Warm light, close-ups.',
});
const concept = (id: string, stream: Concept['stream'] = 'mainstream'): Concept => ({
  id,
  stream,
  created_at: '2026-01-01T00:00:00.000Z',
  concept: body(id),
  sources: [],
});
const post = (id: string): GeneratedPost => ({
  id,
  concept_id: null,
  title: id,
  content: 'text',
  saved: false,
  created_at: '2026-01-01T00:00:00.000Z',
  variants: [],
});

describe('new concepts go in front (SPEC §4)', () => {
  it('prepends a run to each stream, keeping the older ones after it', () => {
    const older = { mainstream: [concept('m1')], offstream: [concept('o1', 'offstream')] };
    const run = {
      mainstream: [concept('m2'), concept('m3')],
      offstream: [concept('o2', 'offstream')],
    };
    const lists = prependConcepts(older, run);
    expect(lists.mainstream.map((c) => c.id)).toEqual(['m2', 'm3', 'm1']);
    expect(lists.offstream.map((c) => c.id)).toEqual(['o2', 'o1']);
  });

  it('shows a concept once even when a replayed run answers it again', () => {
    const once = prependConcepts(emptyLists(), { mainstream: [concept('m1')], offstream: [] });
    const twice = prependConcepts(once, { mainstream: [concept('m1')], offstream: [] });
    expect(twice.mainstream).toHaveLength(1);
  });

  it('prepends generated posts the same way', () => {
    expect(prependPosts([post('a'), post('b')], [post('c'), post('a')]).map((p) => p.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});

describe('a generated post as text', () => {
  it('is its title, a blank line and its Markdown', () => {
    expect(postText({ title: 'Fresh bread', content: '**Warm** loaves.\n' })).toBe(
      'Fresh bread\n\n**Warm** loaves.',
    );
  });
});

describe('a generated post corrected on its card', () => {
  it('takes the stored title, text and variants, keeping its concept and saved state', () => {
    const saved = { ...post('b'), concept_id: 'c1', saved: true };
    const variants: GeneratedPost['variants'] = [
      {
        platform: 'bluesky',
        text: 'Edited',
        hashtags: [],
        length: 6,
        limit: 300,
        original: { text: 'Model', hashtags: [] },
      },
    ];
    const list = withEditedPost([post('a'), saved], {
      id: 'b',
      title: 'New title',
      content: 'Edited',
      content_url: null,
      created_at: saved.created_at,
      variants,
      images: [],
    });
    expect(list[0]).toEqual(post('a'));
    expect(list[1]).toEqual({ ...saved, title: 'New title', content: 'Edited', variants });
  });
});

describe('"Inspired by" links', () => {
  it('name whose post each is: the handle on its network, or a website by its host', () => {
    expect(
      sourceLinks([
        {
          url: 'https://bsky.app/profile/peer.bsky.social/post/1',
          type: 'bluesky',
          reference: 'peer.bsky.social',
        },
        {
          url: 'https://crumb.example/blog/rye',
          type: 'website',
          reference: 'https://crumb.example/blog/feed.xml',
        },
      ]),
    ).toEqual([
      { url: 'https://bsky.app/profile/peer.bsky.social/post/1', label: 'peer.bsky.social on Bluesky' },
      { url: 'https://crumb.example/blog/rye', label: 'crumb.example' },
    ]);
  });
});
