import { expect } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ProgressBar } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Profile completion', value: 0 },
  decorators: [padded({ maxWidth: '28rem' })],
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
});

export const Partial = meta.story({
  args: { value: 57 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '57');
    await expect(bar).toHaveAttribute('aria-valuetext', '57%');
    await expect(canvas.getByText('57%')).toBeVisible();
  },
});

export const Complete = meta.story({
  args: { value: 100 },
  play: showsText('100%'),
});

/** Out-of-range values are clamped, and another maximum is read as a share of it. */
export const ClampedAndOtherMax = meta.story({
  args: { value: 180, max: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '200');
    await expect(canvas.getByText('90%')).toBeVisible();
  },
});

export const WithoutPercent = meta.story({
  args: { value: 40, showPercent: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('40%')).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
  },
});
