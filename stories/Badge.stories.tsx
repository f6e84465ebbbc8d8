import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Badge, Icons } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'One time' },
  decorators: [padded({ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' })],
});

export const Brand = meta.story({
  play: showsText('One time'),
});

export const Tones = meta.story({
  render: () => (
    <>
      <Badge tone="brand">Brand</Badge>
      <Badge tone="accent">One time</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="danger">Reversed</Badge>
      <Badge tone="neutral">Pending</Badge>
      <Badge tone="success" icon={<Icons.Check size="sm" />}>
        Verified
      </Badge>
    </>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Brand', 'One time', 'Paid', 'Reversed', 'Pending', 'Verified']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
});

/** The loud tone, kept for what just arrived: a post generated in this session (SPEC §2). */
export const Highlight = meta.story({
  args: { tone: 'highlight', children: 'NEW' },
  play: showsText('NEW'),
});
