import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { VideoCaptioningView } from '../../app/src/features/captions/VideoCaptioningView.tsx';
import { samplePhoto } from '../generationFixtures.ts';
import { spies } from '../spies.ts';
import { backToTop } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';
import { loadedRecent } from './recentList.ts';

// /media-captioning's own view (app/src/features/captions/VideoCaptioningView.tsx) with fixture
// captions: the Media section with its 'Coming Soon' button, then the Recent captions (media, clamped
// text, open, copy link, delete; Clear all).

const created_at = '2026-03-02T09:00:00.000Z';
const captions = [
  {
    id: 'c1',
    content_url: samplePhoto(20),
    content_text: 'Golden crust, soft crumb: the country loaf is back from 7:00.',
    created_at,
  },
  {
    id: 'c2',
    content_url: samplePhoto(200),
    content_text:
      'Saturday means pastry boxes. Six pastéis de nata, two croissants and one surprise we will not tell you about until you open the lid — reserve yours by message before Friday evening.',
    created_at,
  },
  { id: 'c3', content_url: samplePhoto(300), content_text: null, created_at },
];

const meta = preview.meta({
  title: 'Patterns/Video Captioning',
  component: VideoCaptioningView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  // A delete takes the caption off the list, as the container's refetch does.
  render: patternRender(VideoCaptioningView, { active: '/media-captioning' }, (args, updateArgs) => ({
    onDelete: (id) => {
      args.onDelete(id);
      updateArgs({ recent: { ...args.recent, items: args.recent.items.filter((c) => c.id !== id) } });
    },
  })),
  args: {
    recent: loadedRecent(captions),
    isNew: (id) => id === 'c1',
    ...spies('onCopyLink', 'onDelete'),
  },
});

/** Captioning itself is coming soon; a person tidies their captioned media, deleting one. */
export const RecentCaptions = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    const recent = canvas.getByRole('region', { name: 'Recent' });
    await expect(within(recent).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(
      within(recent).getAllByRole('button', { name: 'Delete caption' })[2] as HTMLElement,
    );
    await expect(args.onDelete).toHaveBeenCalledWith('c3');
    await expect(within(recent).getAllByRole('article')).toHaveLength(2);
    backToTop(canvasElement);
  },
});
