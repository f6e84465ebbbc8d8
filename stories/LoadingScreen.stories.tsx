import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from '../ui/src/index.ts';
import { announces } from './playSteps.ts';

const meta = {
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: announces('status', 'Loading Plume…'),
};

export const CustomLabel: Story = {
  args: { label: 'Verifying your recharge...' },
  play: announces('status', 'Verifying your recharge...'),
};
