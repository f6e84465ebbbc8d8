import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, EmptyState, Icons } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nothing here yet!' },
  decorators: [padded({ maxWidth: '32rem' })],
});

export const TitleOnly = meta.story({
  play: showsText('Nothing here yet!'),
});

export const WithAction = meta.story({
  args: {
    title: 'No Concepts yet!',
    description: 'Generate five concepts from your handles in one click.',
    icon: <Icons.Bulb size="lg" />,
    action: <Button iconStart={<Icons.Sparkles size="sm" />}>Generate</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Concepts yet!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeEnabled();
  },
});
