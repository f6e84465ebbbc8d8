import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { WalletSummary } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { fitsTheWindow, pressRetry, seesLoadError, showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Wallet/WalletSummary',
  component: WalletSummary,
  args: { balanceCents: 2140, rechargeHref: '/wallet-recharge', onNavigate: fn(), onRetry: fn() },
  decorators: [padded({ maxWidth: '48rem' }, { tighterOnMobile: true })],
});

export const Funded = meta.story({
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Wallet balance' });
    await expect(within(region).getByText('$21.40')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Recharge' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet-recharge', expect.anything());
  },
});

export const Zero = meta.story({
  args: { balanceCents: 0 },
  play: showsText('$0.00'),
});

export const Large = meta.story({
  args: { balanceCents: 12345678 },
  play: showsText('$123,456.78'),
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading balance');
    await expect(canvas.queryByText('$21.40')).toBeNull();
  },
});

/** A failed fetch never reads as $0.00: it says so and offers Retry. */
export const Failed = meta.story({
  args: { error: "Couldn't load your balance.", balanceCents: null },
  play: async ({ canvas, args }) => {
    await seesLoadError(canvas, "Couldn't load your balance.");
    await expect(canvas.queryByText('$0.00')).toBeNull();
    await pressRetry(canvas, args.onRetry);
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$21.40')).toBeVisible();
    await fitsTheWindow();
  },
});
