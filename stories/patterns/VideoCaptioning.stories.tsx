import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, CaptionItem, Icons, PageHeader, RecentPanel } from '../../ui/src/index.ts';
import { samplePhoto } from '../generationFixtures.ts';
import { backToTop, PatternShell, screen, sectionHeading } from './PatternShell.tsx';

// /media-captioning as app/src/features/captions/VideoCaptioningScreen.tsx composes it: the Media
// section with its 'Coming Soon' button, then the Recent captions (media, clamped text, open, copy
// link, delete; Clear all).

const captions = [
  {
    id: 'c1',
    url: samplePhoto(20),
    text: 'Golden crust, soft crumb: the country loaf is back from 7:00.',
    isNew: true,
  },
  {
    id: 'c2',
    url: samplePhoto(200),
    text: 'Saturday means pastry boxes. Six pastéis de nata, two croissants and one surprise we will not tell you about until you open the lid — reserve yours by message before Friday evening.',
    isNew: false,
  },
  { id: 'c3', url: samplePhoto(300), text: null, isNew: false },
];

const onDelete = fn();

function VideoCaptioning(): ReactElement {
  const [items, setItems] = useState(captions);
  return (
    <PatternShell active="/media-captioning">
      <div style={screen}>
        <PageHeader
          title="Video Captioning"
          description="Captions for your videos, written in your voice. Coming soon: your captioned media is listed below."
        />
        <section aria-labelledby="captioning-media-heading">
          <h2 id="captioning-media-heading" style={sectionHeading}>
            Media
          </h2>
          <Button disabled iconStart={<Icons.Video size="sm" />}>
            Coming Soon
          </Button>
        </section>
        <RecentPanel
          items={items}
          getKey={(caption) => caption.id}
          onClearAll={() => setItems([])}
          renderItem={(caption) => (
            <CaptionItem
              url={caption.url}
              text={caption.text}
              isNew={caption.isNew}
              onCopyLink={() => {}}
              onDelete={() => {
                onDelete(caption.id);
                setItems((list) => list.filter((item) => item.id !== caption.id));
              }}
            />
          )}
        />
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/Video Captioning',
  component: VideoCaptioning,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof VideoCaptioning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captioning itself is coming soon; a person tidies their captioned media, deleting one. */
export const RecentCaptions: Story = {
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    const recent = canvas.getByRole('region', { name: 'Recent' });
    await expect(within(recent).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(
      within(recent).getAllByRole('button', { name: 'Delete caption' })[2] as HTMLElement,
    );
    await expect(onDelete).toHaveBeenCalledWith('c3');
    await expect(within(recent).getAllByRole('article')).toHaveLength(2);
    backToTop(canvasElement);
  },
};
