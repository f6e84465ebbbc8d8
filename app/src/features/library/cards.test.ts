import { describe, expect, it } from 'vitest';
import type { LibraryPost } from '../../../../edge/features/library/contract.ts';
import { libraryPostItem } from './cards.ts';

const base: LibraryPost = {
  id: 'p1',
  title: 'Fresh bread',
  content: 'Out of the oven #bread',
  content_url: '/api/user/images/b1',
  created_at: '2026-01-15T12:00:00.000Z',
  source: 'concept',
  concept_id: 'c1',
  saved: true,
  images: [{ content_url: '/api/user/images/b1', alt_text: 'A loaf', original_alt_text: 'A loaf' }],
  variants: [
    {
      platform: 'instagram',
      text: 'Out of the oven',
      hashtags: ['bread'],
      length: 22,
      limit: 2200,
      original: { text: 'Out of the oven', hashtags: ['bread'] },
    },
  ],
};

describe('a library post as its card shows it', () => {
  it('gives a post for named platforms a tab per platform with its label and limits', () => {
    const item = libraryPostItem(base);
    expect(item).toMatchObject({ id: 'p1', title: 'Fresh bread', saved: true });
    expect(item.variants).toEqual([
      expect.objectContaining({ platform: 'instagram', label: 'Instagram', length: 22, limit: 2200 }),
    ]);
    expect(item.images).toEqual([{ url: '/api/user/images/b1', altText: 'A loaf' }]);
  });

  it('leaves a post written for no named platform to the plain card, with its text', () => {
    const plain = libraryPostItem({
      ...base,
      source: 'saved',
      variants: [{ ...(base.variants[0] as LibraryPost['variants'][number]), platform: null }],
    });
    expect(plain.variants).toEqual([]);
    expect(plain.content).toBe('Out of the oven #bread');
  });
});
