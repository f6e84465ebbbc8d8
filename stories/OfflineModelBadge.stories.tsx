import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineModelBadge } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = {
  title: 'Generation/OfflineModelBadge',
  component: OfflineModelBadge,
  decorators: [padded()],
} satisfies Meta<typeof OfflineModelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: showsText('offline demo model'),
};
