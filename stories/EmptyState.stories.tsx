import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, EmptyState, Icons } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nothing here yet!' },
  decorators: [padded({ maxWidth: '32rem' })],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: showsText('Nothing here yet!'),
};

export const WithAction: Story = {
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
};
