import { expect, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PostImages } from '../ui/src/index.ts';
import { samplePhoto } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { fitsTheWindow, showsText } from './playSteps.ts';

const images = [
  { url: samplePhoto(30), altText: 'Two sourdough loaves cooling on a wire rack by the window.' },
  { url: samplePhoto(200), altText: 'A baker scoring dough with a razor, flour on the bench.' },
  { url: samplePhoto(320), altText: 'Rosemary focaccia in a dark tray, dimpled and glistening.' },
];

const meta = preview.meta({
  title: 'Generation/PostImages',
  component: PostImages,
  args: { images },
  decorators: [padded({ maxWidth: '52rem' }, { tighterOnMobile: true })],
});

/** Every image of a post with the alt text it is posted with, under it and as the image's alt. */
export const SeveralImages = meta.story({
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Images' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: images[1]?.altText ?? '' })).toBeVisible();
    await expect(canvas.getByText('Alt text, image 3')).toBeVisible();
    await expect(canvas.getByText(images[2]?.altText ?? '')).toBeVisible();
  },
});

export const OneImage = meta.story({
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
});

/** An image whose alt text is still empty says so, muted. */
export const NoAltTextYet = meta.story({
  args: { images: [{ url: samplePhoto(90), altText: '' }, ...images.slice(1, 2)] },
  play: showsText('No alt text yet'),
});

/** An image that no longer loads keeps its place and its alt text, with a note instead of a broken icon. */
export const ImageMissing = meta.story({
  args: { images: [{ url: '/missing-image.png', altText: 'A loaf on a board.' }, ...images.slice(1, 2)] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Image 1 could not be shown')).toBeVisible());
    await expect(canvas.getByText('A loaf on a board.')).toBeVisible();
  },
});

/** No images: nothing is drawn. */
export const NoImages = meta.story({
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await fitsTheWindow();
  },
});
