import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineModelBadge } from '../ui/src/index.ts';
import { padded } from './padded.tsx';

const meta = {
  title: 'Generation/OfflineModelBadge',
  component: OfflineModelBadge,
  decorators: [padded()],
} satisfies Meta<typeof OfflineModelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('offline demo model')).toBeVisible();
  },
};
