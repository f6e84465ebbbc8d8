import { describe, expect, it } from 'vitest';
import type { LibraryPost, RecentConcept } from '../../../../edge/features/library/contract.ts';
import type { RecentGenerations } from '../../storage.ts';
import { conceptCards, hasGenerations, plainText, postCards, usageRow } from './library.ts';

const concept = (id: string, stream: 'mainstream' | 'offstream', at: string): RecentConcept => ({
  id,
  stream,
  content_url: null,
  title: `Title ${id}`,
  content: `Concept **${id}**`,
  created_at: at,
  concept: {
    Title: `Title ${id}`,
    Concept: `Concept ${id}`,
    Details: '',
    'Practical Tips': '',
    'Media Inspiration': '',
  },
  sources: [],
  post: { title: '', content: '', variants: [] },
});

const empty: RecentGenerations = {
  concepts_generated: { mainstream: [], offstream: [] },
  posts_generated: [],
  media_captioned: [],
};

describe('the dashboard library', () => {
  it('shows Markdown as its words: no marks, links as their text, one line', () => {
    expect(
      plainText('## Fresh **bread** _today_\n\n- Crust\n- [Order](https://x.example) now\n1. `Rye`'),
    ).toBe('Fresh bread today Crust Order now Rye');
    expect(plainText('> Quote ![a loaf](https://img.example/a.png)\n\n```js\ncode()\n```\nEnd')).toBe(
      'Quote a loaf End',
    );
    // Asterisks that are not emphasis stay.
    expect(plainText('5 * 3 = 15 and snake_case_name')).toBe('5 * 3 = 15 and snake_case_name');
  });

  it('lists concepts of both streams newest first, labelled, and posts of every source, saved ones marked, each opening its item', () => {
    const generations: RecentGenerations = {
      ...empty,
      concepts_generated: {
        mainstream: [
          concept('m2', 'mainstream', '2026-03-02T10:00:00.000Z'),
          concept('m1', 'mainstream', '2026-03-01T10:00:00.000Z'),
        ],
        offstream: [
          concept('o2', 'offstream', '2026-03-02T10:00:00.000Z'),
          concept('o1', 'offstream', '2026-03-01T10:00:00.000Z'),
        ],
      },
      posts_generated: [],
    };
    const cards = conceptCards(generations);
    expect(cards.map((c) => [c.id, c.label])).toEqual([
      ['m2', 'Mainstream'],
      ['o2', 'Offstream'],
      ['m1', 'Mainstream'],
      ['o1', 'Offstream'],
    ]);
    expect(cards[0]).toMatchObject({
      title: 'Title m2',
      text: 'Concept m2',
      href: '/library/concepts/m2',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    const post = (id: string, saved: boolean): LibraryPost => ({
      id,
      title: 'Post',
      content: '**Hi**',
      content_url: saved ? null : '/api/user/images/x',
      created_at: '2026-03-03T00:00:00.000Z',
      variants: [],
      images: [],
      source: saved ? 'saved' : 'drafted',
      concept_id: null,
      saved,
    });
    expect(postCards([post('p1', false), post('p2', true)])).toEqual([
      {
        id: 'p1',
        title: 'Post',
        text: 'Hi',
        imageUrl: '/api/user/images/x',
        saved: false,
        href: '/library/posts/p1',
        createdAt: '2026-03-03T00:00:00.000Z',
      },
      expect.objectContaining({ id: 'p2', saved: true, imageUrl: null, href: '/library/posts/p2' }),
    ]);
  });

  it('counts anything generated (a caption too) as "has generations"', () => {
    expect(hasGenerations(empty)).toBe(false);
    expect(
      hasGenerations({
        ...empty,
        media_captioned: [
          { id: 'c', content_url: 'https://m.example/a.mp4', content_text: null, created_at: '' },
        ],
      }),
    ).toBe(true);
    expect(
      hasGenerations({
        ...empty,
        concepts_generated: { mainstream: [], offstream: [concept('o', 'offstream', '')] },
      }),
    ).toBe(true);
  });

  it('reads the SPEC §3 usage keys into the table rows', () => {
    expect(usageRow({ Metric: 'Posts Drafted', Count: 4, 'Growth (%)': null, 'Growth Trend': 'up' })).toEqual(
      { metric: 'Posts Drafted', count: 4, growthPercent: null, trend: 'up' },
    );
  });
});
