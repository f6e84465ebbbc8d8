import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LedgerList, PageHeader, PlanGrid, WalletSummary } from '../../ui/src/index.ts';
import { ledgerEntries, plans } from '../walletFixtures.ts';
import { backToTop, onNavigate, PatternShell, screen } from './PatternShell.tsx';

// The wallet screens as app/src/features/wallet composes them: /wallet (the balance and its history,
// newest first) and /wallet-recharge ('Choose Your Plan': one-time packages opening a card checkout).

const onBuy = fn();
const BALANCE_CENTS = 1930;

function WalletScreen(): ReactElement {
  return (
    <PatternShell active="/wallet" balanceCents={BALANCE_CENTS}>
      <div style={screen}>
        <PageHeader title="Wallet" description="Your balance and every change to it, newest first." />
        <WalletSummary balanceCents={BALANCE_CENTS} rechargeHref="/wallet-recharge" onNavigate={onNavigate} />
        <LedgerList status="ready" entries={ledgerEntries} hasMore onLoadMore={() => {}} onRetry={() => {}} />
      </div>
    </PatternShell>
  );
}

function RechargeScreen(): ReactElement {
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  return (
    <PatternShell active="/wallet-recharge" balanceCents={BALANCE_CENTS}>
      <div style={screen}>
        <PageHeader
          title="Choose Your Plan"
          description="One-time credit packages for your wallet, paid on a secure card page. Credit never expires."
        />
        <PlanGrid
          status="ready"
          plans={plans}
          busyPlanId={busyPlanId}
          onBuy={(planId) => {
            onBuy(planId);
            setBusyPlanId(planId);
          }}
        />
      </div>
    </PatternShell>
  );
}

function WalletPattern({ screen: which }: { screen: 'wallet' | 'plans' }): ReactElement {
  return which === 'wallet' ? <WalletScreen /> : <RechargeScreen />;
}

const meta = {
  title: 'Patterns/Wallet and plans',
  component: WalletPattern,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof WalletPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /wallet: the balance beside Recharge, then every top-up and charge with the balance after it. */
export const Wallet: Story = {
  args: { screen: 'wallet' },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(canvas.getAllByText('$19.30').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeVisible();
    const main = canvas.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Recharge' }));
    await expect(onNavigate).toHaveBeenCalledWith('/wallet-recharge', expect.anything());
    backToTop(canvasElement);
  },
};

/** /wallet-recharge: a person picks the Creator plan; its card opens the checkout, the others wait. */
export const ChooseYourPlan: Story = {
  args: { screen: 'plans' },
  play: async ({ canvasElement }) => {
    onBuy.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Buy Credits' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(onBuy).toHaveBeenCalledWith('price_creator');
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
    for (const other of canvas.getAllByRole('button', { name: 'Buy Credits' }))
      await expect(other).toBeDisabled();
    backToTop(canvasElement);
  },
};
