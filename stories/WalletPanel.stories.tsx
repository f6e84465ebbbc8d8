import { expect, fn, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { WalletPanel } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { followLink, pressRetry, seesLoadError, showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Wallet/WalletPanel',
  component: WalletPanel,
  args: { loading: false, rechargeHref: '/wallet-recharge', onNavigate: fn() },
  decorators: [padded({ width: '16.5rem' })],
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading balance');
    await expect(canvas.queryByText('Wallet balance')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/wallet-recharge');
  },
});

export const Empty = meta.story({
  args: { balanceCents: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recharge your wallet to start generating')).toBeVisible();
    await expect(canvas.queryByText('Wallet balance')).toBeNull();
    await expect(canvas.queryByText('$0.00')).toBeNull();
  },
});

export const Missing = meta.story({
  args: { balanceCents: null },
  play: showsText('Recharge your wallet to start generating'),
});

export const Funded = meta.story({
  args: { balanceCents: 1250 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Wallet balance')).toBeVisible();
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.queryByText('Recharge your wallet to start generating')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Recharge' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet-recharge', expect.anything());
  },
});

export const LargeBalance = meta.story({
  args: { balanceCents: 123456 },
  play: showsText('$1,234.56'),
});

export const OneCent = meta.story({
  args: { balanceCents: 1 },
  play: showsText('$0.01'),
});

/** With `balanceHref` the funded balance is a link to the wallet history. */
export const FundedLinksToWallet = meta.story({
  args: { balanceCents: 1250, balanceHref: '/wallet' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Wallet balance $12.50' });
    await followLink(link, args.onNavigate, '/wallet');
  },
});

/**
 * A failed fetch offers Retry, never the 'Recharge your wallet…' nudge (it would invite a funded person to
 * pay again).
 */
export const LoadFailed = meta.story({
  args: { error: true, onRetry: fn(), balanceCents: null },
  play: async ({ canvas, args }) => {
    await seesLoadError(canvas, "Couldn't load your balance");
    await expect(canvas.queryByText('Recharge your wallet to start generating')).toBeNull();
    await expect(canvas.queryByText('$0.00')).toBeNull();
    await pressRetry(canvas, args.onRetry);
    await expect(canvas.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/wallet-recharge');
  },
});

/** Loading wins over a previous error: the retry is under way. */
export const Retrying = meta.story({
  args: { error: true, loading: true, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading balance');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const RunningLow = meta.story({
  args: { balanceCents: 85, lowBalanceCents: 100, balanceHref: '/wallet' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$0.85')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Running low: below your $1.00 warning. Recharge soon so a generation is not stopped.',
    );
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'low');
    await expect(canvas.getByRole('link', { name: /\$0\.85/ })).toHaveAttribute('href', '/wallet');
  },
});

export const AtTheThreshold = meta.story({
  args: { balanceCents: 100, lowBalanceCents: 100 },
  play: async ({ canvas, canvasElement }) => {
    // At the threshold, not below it: no notice.
    await expect(canvas.getByText('$1.00')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'funded');
  },
});
