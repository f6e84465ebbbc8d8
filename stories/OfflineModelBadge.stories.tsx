import preview from '../.storybook/preview.tsx';
import { OfflineModelBadge } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Generation/OfflineModelBadge',
  component: OfflineModelBadge,
  decorators: [padded()],
});

export const Default = meta.story({
  play: showsText('offline demo model'),
});
