import { expect, fn } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ProfileCompletionCard } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { fitsTheWindow, followLink } from './playSteps.ts';

const meta = preview.meta({
  title: 'Dashboard/ProfileCompletionCard',
  component: ProfileCompletionCard,
  args: { value: 43, editHref: '/user-info/true', onNavigate: fn() },
  decorators: [padded({ maxWidth: '56rem' })],
});

export const Partial = meta.story({
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '43');
    await expect(canvas.getByText('43%')).toBeVisible();
    const edit = canvas.getByRole('link', { name: 'Edit Profile' });
    await followLink(edit, args.onNavigate, '/user-info/true');
  },
});

export const Empty = meta.story({
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText(/The more Plume knows about you/)).toBeVisible();
  },
});

export const Complete = meta.story({
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText(/Your profile is complete/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await fitsTheWindow();
  },
});
