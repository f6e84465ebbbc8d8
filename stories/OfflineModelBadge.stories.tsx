import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineModelBadge } from '../ui/src/index.ts';

const meta = {
  title: 'Generation/OfflineModelBadge',
  component: OfflineModelBadge,
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineModelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('offline demo model')).toBeVisible();
  },
};
