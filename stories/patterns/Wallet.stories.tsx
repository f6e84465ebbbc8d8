import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { RechargeView, type RechargeViewProps } from '../../app/src/features/wallet/RechargeView.tsx';
import { WalletView } from '../../app/src/features/wallet/WalletView.tsx';
import { keepInArgs } from '../useArgState.ts';
import { ledgerEntries, plans } from '../walletFixtures.ts';
import { backToTop, onNavigate } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';

// The wallet screens' own views (app/src/features/wallet) with fixture data: /wallet (the balance and
// its history, newest first) and /wallet-recharge ('Choose Your Plan': one-time packages opening a
// card checkout).

const BALANCE_CENTS = 1930;

const meta = preview.meta({
  title: 'Patterns/Wallet and plans',
  component: WalletView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  render: patternRender(WalletView, { active: '/wallet', balanceCents: BALANCE_CENTS }),
  args: {
    status: 'ready',
    balanceCents: BALANCE_CENTS,
    entries: ledgerEntries,
    error: null,
    onRetry: fn(),
    hasMore: true,
    onLoadMore: fn(),
    loadingMore: false,
    loadMoreError: null,
    onNavigate,
  } as const,
});

/** /wallet: the balance beside Recharge, then every top-up and charge with the balance after it. */
export const Wallet = meta.story({
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(canvas.getAllByText('$19.30').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeVisible();
    const main = canvas.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Recharge' }));
    await expect(onNavigate).toHaveBeenCalledWith('/wallet-recharge', expect.anything());
    backToTop(canvasElement);
  },
});

/** /wallet-recharge: a person picks the Creator plan; its card opens the checkout, the others wait. */
// The second screen of this pattern renders RechargeView, not the meta's WalletView: its story is checked
// against RechargeView's props, then handed to meta.story, which only knows WalletView's.
export const ChooseYourPlan = meta.story({
  // Buying marks that plan busy (its checkout opening), as the container does.
  render: patternRender(
    RechargeView,
    { active: '/wallet-recharge', balanceCents: BALANCE_CENTS },
    (args, updateArgs) => keepInArgs(args, updateArgs, { busyPlanId: 'onBuy' }),
  ),
  args: { status: 'ready', plans, busyPlanId: null, onBuy: fn(), onRetry: fn(), paymentError: null },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Buy Credits' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onBuy).toHaveBeenCalledWith('price_creator');
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
    for (const other of canvas.getAllByRole('button', { name: 'Buy Credits' }))
      await expect(other).toBeDisabled();
    backToTop(canvasElement);
  },
} satisfies StoryObj<RechargeViewProps> as never);
