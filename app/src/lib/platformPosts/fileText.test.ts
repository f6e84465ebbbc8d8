import { describe, expect, it } from 'vitest';
import type { PostVariant } from '../../../../edge/features/posts/contract.ts';
import { postFileText } from './fileText.ts';

const variant = (platform: PostVariant['platform'], text: string, hashtags: string[], title?: string) =>
  ({
    platform,
    text,
    hashtags,
    length: 0,
    limit: 0,
    original: { text, hashtags },
    ...(title ? { title } : {}),
  }) satisfies PostVariant;

describe('the downloaded .txt of a post', () => {
  it('has one section per platform, headed by its name, with exactly what would be posted', () => {
    const text = postFileText({
      title: 'This morning’s bake',
      content: 'ignored',
      variants: [
        variant('instagram', 'Two loaves\nand buns.', ['sourdough', 'bakery']),
        variant('bluesky', 'Out of the oven at 6.', []),
        variant('pinterest', 'Crumb shot.', ['bread'], 'Sourdough crumb'),
      ],
      images: [{ alt_text: 'Two loaves on a board.' }, { alt_text: 'Buns on a tray.' }],
    });
    expect(text).toBe(
      `${[
        'This morning’s bake',
        'Instagram\n---------\nTwo loaves\nand buns.\n\n#sourdough #bakery',
        'Bluesky\n-------\nOut of the oven at 6.',
        'Pinterest\n---------\nPin title: Sourdough crumb\n\nCrumb shot.\n\n#bread',
        'Alt text\n--------\nImage 1: Two loaves on a board.\nImage 2: Buns on a tray.',
      ].join('\n\n')}\n`,
    );
    expect(text).not.toMatch(/\*\*|^#{1,6} /m);
  });

  it('keeps title and content for a post written for no named platform', () => {
    expect(
      postFileText({ title: 'Saved', content: ' My text \n', variants: [variant(null, 'My text', [])] }),
    ).toBe('Saved\n\nMy text\n');
  });
});
