import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { ErrorBanner } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { followLink } from './playSteps.ts';

const meta = preview.meta({
  title: 'Generation/ErrorBanner',
  component: ErrorBanner,
  args: { children: 'Error generating concepts' },
  decorators: [padded({ maxWidth: '44rem' })],
});

export const Message = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error generating concepts');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** SPEC §8: a 402 says 'Out of credits.' with a Recharge Now link. */
export const OutOfCredits = meta.story({
  args: { children: 'Out of credits.', rechargeHref: '/wallet-recharge', onNavigate: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Out of credits.');
    const link = within(alert).getByRole('link', { name: 'Recharge Now' });
    await followLink(link, args.onNavigate, '/wallet-recharge');
  },
});

/** The post-drafting banner (SPEC §8 links it to /recharge), closable before its 5 s are up. */
export const Dismissible = meta.story({
  args: { children: 'Out of credits.', rechargeHref: '/recharge', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Recharge Now' })).toHaveAttribute('href', '/recharge');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});
