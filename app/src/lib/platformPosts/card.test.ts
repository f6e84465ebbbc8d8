import { describe, expect, it } from 'vitest';
import { measureVariant } from '../../../../edge/contract/platforms.ts';
import type { PostImage, PostVariant } from '../../../../edge/features/posts/contract.ts';
import { cardImages, cardVariants, editRequest, hasPlatformVariants, measureDraft } from './card.ts';

const variant = (over: Partial<PostVariant> = {}): PostVariant => {
  const text = over.text ?? 'Fresh sourdough this morning.';
  const hashtags = over.hashtags ?? ['sourdough', 'bakery'];
  return {
    platform: 'bluesky',
    text,
    hashtags,
    ...measureVariant('bluesky', { text, hashtags }),
    original: { text, hashtags },
    ...over,
  };
};
const image = (alt: string, original = alt): PostImage => ({
  content_url: '/api/user/images/1',
  alt_text: alt,
  original_alt_text: original,
});

describe('a post on the platform card', () => {
  it('shows named-platform posts on the platform card, others on the plain card', () => {
    expect(hasPlatformVariants([variant()])).toBe(true);
    expect(hasPlatformVariants([variant({ platform: null })])).toBe(false);
    expect(hasPlatformVariants([])).toBe(false);
  });

  it('labels each tab and gives it the platform’s limits', () => {
    const [card] = cardVariants([variant({ platform: 'x' })]);
    expect(card).toMatchObject({ platform: 'x', label: 'X', altTextLimit: 1000, titleLimit: null });
    const [pin] = cardVariants([variant({ platform: 'pinterest', title: 'Sourdough' })]);
    expect(pin).toMatchObject({ label: 'Pinterest', title: 'Sourdough', titleLimit: 100 });
  });

  it('offers Revert only once the text, hashtags or title differ from the model’s', () => {
    expect(cardVariants([variant()])[0]?.original).toBeUndefined();
    const edited = variant({
      text: 'Edited',
      original: { text: 'Model', hashtags: ['sourdough', 'bakery'] },
    });
    expect(cardVariants([edited])[0]?.original).toEqual({ text: 'Model', hashtags: ['sourdough', 'bakery'] });
    const chipGone = variant({ hashtags: ['sourdough'] });
    expect(
      cardVariants([
        { ...chipGone, original: { ...chipGone.original, hashtags: ['sourdough', 'bakery'] } },
      ])[0]?.original,
    ).toBeDefined();
    expect(cardImages([image('Loaves')])[0]).toEqual({ url: '/api/user/images/1', altText: 'Loaves' });
    expect(cardImages([image('Two loaves', 'Loaves')])[0]?.originalAltText).toBe('Loaves');
  });

  it('counts a draft as the platform does (Bluesky: graphemes)', () => {
    expect(measureDraft('bluesky', { text: '👩‍👩‍👧 bread', hashtags: [] })).toBe(7);
    expect(measureDraft('bluesky', { text: 'bread', hashtags: ['fresh'] })).toBe('bread\n\n#fresh'.length);
  });

  it('sends a correction as the PATCH body, with the pin title only where there is one', () => {
    expect(
      editRequest({ variant: { platform: 'bluesky', text: 'New', hashtags: ['a'] }, altTexts: ['Alt'] }),
    ).toEqual({ variants: [{ platform: 'bluesky', text: 'New', hashtags: ['a'] }], alt_texts: ['Alt'] });
    expect(
      editRequest({ variant: { platform: 'pinterest', title: 'Pin', text: 'New', hashtags: [] } }),
    ).toEqual({ variants: [{ platform: 'pinterest', title: 'Pin', text: 'New', hashtags: [] }] });
    expect(editRequest({ altTexts: ['Only the alt'] })).toEqual({ alt_texts: ['Only the alt'] });
    expect(() => editRequest({ variant: { platform: 'myspace', text: 'x', hashtags: [] } })).toThrow();
  });
});
