import preview from '../.storybook/preview.tsx';
import { LoadingScreen } from '../ui/src/index.ts';
import { announces } from './playSteps.ts';

const meta = preview.meta({
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
});

export const Default = meta.story({
  play: announces('status', 'Loading Plume…'),
});

export const CustomLabel = meta.story({
  args: { label: 'Verifying your recharge...' },
  play: announces('status', 'Verifying your recharge...'),
});
