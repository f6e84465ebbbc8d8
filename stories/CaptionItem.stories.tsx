import type { PartialStoryFn } from 'storybook/internal/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { CaptionItem, isSafeLink, isVideoUrl, RecentPanel } from '../ui/src/index.ts';
import { samplePhotoObjectUrl } from './generationFixtures.ts';
import { padded } from './padded.tsx';
import { pressBusy } from './playSteps.ts';

const LONG_CAPTION =
  'Sunrise shift at the bakery: flour in the air, the wood oven at 250 °C and the first sourdough loaves coming out golden. Tag someone who needs a fresh loaf this weekend! #bakery #lisbon';

const meta = preview.meta({
  title: 'Generation/CaptionItem',
  component: CaptionItem,
  args: { url: samplePhotoObjectUrl(200), text: LONG_CAPTION, onCopyLink: fn(), onDelete: fn() } as const,
  decorators: [padded({ maxWidth: '22rem' })],
});

/** SPEC §2: an image, NEW, the text clamped past 150 characters, open / copy link / delete. */
export const ImageWithLongCaption = meta.story({
  args: { isNew: true, url: samplePhotoObjectUrl(200, 600, 900) },
  play: async ({ canvas, args }) => {
    const item = canvas.getByRole('article', { name: 'Media caption' });
    const image = within(item).getByRole('img', { name: 'Media caption' });
    await expect(image).toBeVisible();
    // A portrait photo is cropped into the 16:9 stage, not stretching it.
    const stage = image.parentElement?.getBoundingClientRect();
    await expect(stage ? stage.width / stage.height : 0).toBeCloseTo(16 / 9, 1);
    await expect(item.querySelector('video')).toBeNull();
    await expect(within(item).getByText('NEW')).toBeVisible();
    const open = within(item).getByRole('link', { name: 'Open in new tab' });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(open.getAttribute('href')).toBe(args.url);
    await userEvent.click(within(item).getByRole('button', { name: 'See more' }));
    await expect(within(item).getByRole('button', { name: 'Show less' })).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Show less' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(within(item).getByRole('button', { name: 'Link copied' })).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Delete caption' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Copy link' })).toBeVisible(), {
      timeout: 3000,
    });
  },
});

/** SPEC §2, §9: .mp4, .webm and .ogg play in a video player (here with a query string after it). */
export const Video = meta.story({
  args: { url: '/media/bakery-tour.MP4?v=2', text: 'Our bakery in 30 seconds.' },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull();
    await expect(isVideoUrl('/m/a.webm')).toBe(true);
    await expect(isVideoUrl('https://cdn.example/clip.ogg#t=3')).toBe(true);
    await expect(isVideoUrl('/m/photo.jpg')).toBe(false);
    await expect(isVideoUrl('/m/mp4-notes.png')).toBe(false);
  },
});

/** A caption without text shows the media and its actions, and never the word 'undefined'. */
export const MissingText = meta.story({
  args: { text: undefined },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('article');
    await expect(item.textContent ?? '').not.toMatch(/undefined|null/);
    await expect(item.querySelector('p')).toBeNull();
    await expect(within(item).getByRole('link', { name: 'Open in new tab' })).toBeVisible();
  },
});

/** An address that is not http(s) or same-site is never made a link. */
export const UnsafeAddressIsNotLinked = meta.story({
  args: { url: 'javascript:alert(1)', text: 'Short caption.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(isSafeLink('https://plume.example/m/1.jpg')).toBe(true);
    await expect(isSafeLink('/api/media/1')).toBe(true);
    await expect(isSafeLink('blob:http://localhost/5d1c')).toBe(true);
    await expect(isSafeLink('//evil.example/x')).toBe(false);
    await expect(isSafeLink('data:text/html,<script>alert(1)</script>')).toBe(false);
    await expect(isSafeLink(' JavaScript:alert(1)')).toBe(false);
  },
});

export const Deleting = meta.story({
  args: { text: 'Short caption.', deleting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete caption' });
    await pressBusy(button, args.onDelete);
  },
});

const captions = [
  { id: 'c1', url: samplePhotoObjectUrl(20), text: 'Golden crust, soft crumb.', isNew: true },
  { id: 'c2', url: '/media/oven.webm', text: null },
  { id: 'c3', url: samplePhotoObjectUrl(280), text: LONG_CAPTION },
];

/** /media-captioning: the Recent panel of caption items, with Clear all. */
export const InRecentPanel = meta.story({
  decorators: [
    (Story: PartialStoryFn) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <RecentPanel
      items={captions}
      getKey={(caption) => caption.id}
      onClearAll={args.onDelete}
      renderItem={(caption) => (
        <CaptionItem
          url={caption.url}
          text={caption.text}
          isNew={caption.isNew}
          onCopyLink={args.onCopyLink}
          onDelete={args.onDelete}
        />
      )}
    />
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Recent' });
    await expect(within(panel).getAllByRole('article')).toHaveLength(3);
    await expect(within(panel).getAllByText('NEW')).toHaveLength(1);
    await expect(panel.querySelectorAll('video')).toHaveLength(1);
    await expect(within(panel).getByRole('button', { name: 'Clear all' })).toBeVisible();
  },
});
