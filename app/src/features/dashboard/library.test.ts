import { describe, expect, it } from 'vitest';
import type { RecentConcept } from '../../../../edge/features/library/contract.ts';
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

  it('lists concepts of both streams newest first, labelled, and posts with their image', () => {
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
      posts_generated: [
        {
          id: 'p1',
          title: 'Post',
          content: '**Hi**',
          content_url: '/api/user/images/x',
          created_at: '2026-03-03T00:00:00.000Z',
          variants: [],
          images: [],
        },
      ],
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
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(postCards(generations)).toEqual([
      {
        id: 'p1',
        title: 'Post',
        text: 'Hi',
        imageUrl: '/api/user/images/x',
        createdAt: '2026-03-03T00:00:00.000Z',
      },
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
