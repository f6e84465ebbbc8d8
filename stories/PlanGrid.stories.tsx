import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PageHeader, PlanGrid } from '../ui/src/index.ts';
import { argStateRender } from './argStateRender.tsx';
import { announces, fitsTheWindow, pressRetry, seesLoadError, seesSkeletons } from './playSteps.ts';
import { plans } from './walletFixtures.ts';

const meta = preview.meta({
  title: 'Wallet/PlanGrid',
  component: PlanGrid,
  args: { status: 'ready', plans, onBuy: fn(), onRetry: fn() } as const,
  decorators: [
    (Story, { tags }) => (
      <div
        style={{
          padding: tags.includes('viewport-mobile') ? '1rem' : '2rem',
          display: 'flex',
          flexDirection: 'column',
          gap: '1.5rem',
        }}
      >
        <PageHeader title="Choose Your Plan" description="One-time packages. Credit never expires." />
        <Story />
      </div>
    ),
  ],
});

const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Plans' })).getAllByRole('article');

export const Desktop = meta.story({
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Plans' });
    const names = within(list).getAllByRole('heading', { level: 2 });
    await expect(names.map((heading) => heading.textContent)).toEqual(['Starter', 'Creator', 'Studio']);
    for (const price of ['$5.00', '$20.00', '$50.00']) await expect(canvas.getByText(price)).toBeVisible();
    await expect(canvas.getAllByText('One time')).toHaveLength(3);
    const buttons = within(list).getAllByRole('button', { name: 'Buy Credits' });
    await userEvent.click(buttons[2] as HTMLElement);
    await expect(args.onBuy).toHaveBeenCalledWith('price_studio');
  },
});

export const Phone = meta.story({
  tags: ['viewport-mobile'],
  play: async ({ canvasElement }) => {
    const all = cards(canvasElement);
    await expect(all).toHaveLength(3);
    // The column count follows the width (the visual baseline is taken at phone width); nothing spills sideways.
    await fitsTheWindow();
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await seesSkeletons(canvasElement, 'Loading plans', 'card', 3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const LoadingPhone = meta.story({
  args: { status: 'loading', skeletonCount: 2 },
  tags: ['viewport-mobile'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(2);
  },
});

/** SPEC §8: the server said the plans could not be fetched. */
export const LoadFailed = meta.story({
  args: { status: 'error', loadError: 'Failed to fetch pricing plans' },
  play: async ({ canvas, args }) => {
    await seesLoadError(canvas, 'Failed to fetch pricing plans');
    await expect(canvas.queryByRole('article')).toBeNull();
    await pressRetry(canvas, args.onRetry);
  },
});

/** SPEC §8: the request itself failed (network, no answer). */
export const LoadErrored = meta.story({
  args: { status: 'error', loadError: 'An error occurred while fetching pricing plans' },
  play: announces('alert', 'An error occurred while fetching pricing plans'),
});

/** Without a loadError the SPEC's first Plans message shows. */
export const LoadFailedDefaultMessage = meta.story({
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch pricing plans');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
});

export const PaymentNotStarted = meta.story({
  args: { paymentError: 'Failed to initiate payment process' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to initiate payment process');
    // The plans stay usable for another try.
    for (const buy of canvas.getAllByRole('button', { name: 'Buy Credits' })) await expect(buy).toBeEnabled();
  },
});

export const PaymentErrored = meta.story({
  args: { paymentError: 'An error occurred while initiating payment' },
  play: announces('alert', 'An error occurred while initiating payment'),
});

export const PaymentNotVerified = meta.story({
  args: { paymentError: 'Failed to verify payment. Please contact support.' },
  play: announces('alert', 'Failed to verify payment. Please contact support.'),
});

/** One plan's checkout is opening: it spins, the others cannot start a second checkout. */
export const Busy = meta.story({
  args: { busyPlanId: 'price_creator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening checkout…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const others = canvas.getAllByRole('button', { name: 'Buy Credits' });
    await expect(others).toHaveLength(2);
    for (const buy of others) await expect(buy).toBeDisabled();
  },
});

/** Pressing Buy as a screen wires it: that card goes busy, the rest disabled, one call only. */
export const Buying = meta.story({
  render: argStateRender(PlanGrid, { busyPlanId: 'onBuy' }),
  play: async ({ canvas, canvasElement, args }) => {
    const [starter] = cards(canvasElement);
    await userEvent.click(within(starter as HTMLElement).getByRole('button', { name: 'Buy Credits' }));
    await expect(
      within(starter as HTMLElement).getByRole('button', { name: 'Opening checkout…' }),
    ).toBeDisabled();
    for (const buy of canvas.getAllByRole('button', { name: 'Buy Credits' })) {
      await userEvent.click(buy, { pointerEventsCheck: 0 });
    }
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
    await expect(args.onBuy).toHaveBeenCalledWith('price_starter');
  },
});

export const NoPlans = meta.story({
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No plans are available right now.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
