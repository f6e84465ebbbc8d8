import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { PlanCard, PlanCardSkeleton } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { pressBusy, pressDisabled } from './playSteps.ts';
import { plans } from './walletFixtures.ts';

const creator = plans[1] ?? plans[0];
if (!creator) throw new Error('walletFixtures has no plans');

const meta = preview.meta({
  title: 'Wallet/PlanCard',
  component: PlanCard,
  args: { plan: creator, onBuy: fn() },
  decorators: [padded({ maxWidth: '22rem' })],
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Creator' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Creator' })).toBeVisible();
    await expect(canvas.getByText('$20.00')).toBeVisible();
    await expect(canvas.getByText('One time')).toBeVisible();
    await expect(
      canvas.getByText('For a steady posting schedule across two or three platforms.'),
    ).toBeVisible();
    const features = within(canvas.getByRole('list', { name: 'Creator includes' })).getAllByRole('listitem');
    await expect(features.map((item) => item.textContent)).toEqual(creator.allowance);
    const buy = canvas.getByRole('button', { name: 'Buy Credits' });
    await expect(buy).toBeEnabled();
    await userEvent.click(buy);
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
    await expect(args.onBuy).toHaveBeenCalledWith('price_creator');
  },
});

/** Whole dollars and odd cents both show two decimals; a plan without text shows no empty blocks. */
export const Minimal = meta.story({
  args: { plan: { id: 'price_tiny', name: 'Top-up', priceCents: 1999, allowance: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$19.99')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
  },
});

export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const buy = canvas.getByRole('button', { name: 'Opening checkout…' });
    await expect(canvas.queryByRole('button', { name: 'Buy Credits' })).toBeNull();
    await pressBusy(buy, args.onBuy);
  },
});

/** Another card is opening its checkout: this one cannot start a second one. */
export const DisabledWhileAnotherIsBusy = meta.story({
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const buy = canvas.getByRole('button', { name: 'Buy Credits' });
    await expect(buy).not.toHaveAttribute('aria-busy');
    await pressDisabled(buy, args.onBuy);
  },
});

export const Skeleton = meta.story({
  render: () => <PlanCardSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton-card]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
