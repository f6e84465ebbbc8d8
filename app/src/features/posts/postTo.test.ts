import { describe, expect, it } from 'vitest';
import { carouselChoice, POST_TO_OPTIONS, postChoices } from './postTo.ts';

describe('Post to and One post for all images', () => {
  it('offers every platform that takes image posts, never YouTube', () => {
    const values = POST_TO_OPTIONS.map((o) => o.value);
    expect(values).toContain('instagram');
    expect(values).toContain('bluesky');
    expect(values).not.toContain('youtube');
    expect(POST_TO_OPTIONS.find((o) => o.value === 'linkedin')?.label).toBe('LinkedIn');
  });

  it('cannot make one post of fewer than 2 images, and says so', () => {
    expect(carouselChoice(['instagram'], 1, true)).toEqual({
      checked: false,
      disabled: true,
      reason: 'One post for all images needs at least 2 images.',
    });
    expect(carouselChoice(['instagram'], 0, false).disabled).toBe(true);
  });

  it('is bound by the strictest platform: Bluesky takes 4 images a post', () => {
    expect(carouselChoice(['instagram', 'linkedin'], 5, true).checked).toBe(true);
    const five = carouselChoice(['instagram', 'bluesky', 'linkedin'], 5, true);
    expect(five.checked).toBe(false);
    expect(five.reason).toMatch(/at most 4 images on Bluesky/);
  });

  it('stays off until ticked (one post per image, as the SPEC has it)', () => {
    expect(carouselChoice(['instagram', 'bluesky'], 2, false)).toEqual({
      checked: false,
      disabled: false,
      reason: null,
    });
  });

  it('sends the platforms comma-separated and the carousel only when it can be one', () => {
    const platforms = ['instagram', 'bluesky', 'linkedin'] as const;
    expect(postChoices(platforms, carouselChoice(platforms, 2, true))).toEqual({
      platforms: 'instagram,bluesky,linkedin',
      carousel: 'true',
    });
    expect(postChoices(platforms, carouselChoice(platforms, 1, true)).carousel).toBe('false');
  });
});
