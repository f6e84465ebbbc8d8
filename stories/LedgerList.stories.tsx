import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { LedgerList } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import {
  failsToLoad,
  fitsTheWindow,
  itemsOf,
  pressBusy,
  pressRetry,
  seesLoadError,
  seesSkeletons,
} from './playSteps.ts';
import { ledgerEntries, linkedLedgerEntries } from './walletFixtures.ts';

const meta = preview.meta({
  title: 'Wallet/LedgerList',
  component: LedgerList,
  args: { status: 'ready', entries: ledgerEntries, onRetry: fn(), onLoadMore: fn() } as const,
  decorators: [padded({ maxWidth: '48rem' }, { tighterOnMobile: true })],
});

const rows = (canvasElement: HTMLElement) => itemsOf(canvasElement, 'History');

export const History = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    const all = rows(canvasElement);
    // In the order given (newest first), every kind labelled.
    await expect(all.map((row) => row.dataset.kind)).toEqual([
      'adjustment',
      'release',
      'reservation',
      'reversal',
      'recharge',
      'reservation',
      'recharge',
    ]);
    const [adjustment, release, charge, reversal, recharge] = all as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(adjustment).toHaveTextContent('Adjustment');
    await expect(adjustment).toHaveTextContent('Goodwill credit from support');
    await expect(release).toHaveTextContent('Charge returned');
    await expect(charge).toHaveTextContent('Charge');
    await expect(charge).toHaveTextContent('Post drafting (2 images)');
    await expect(within(charge).getByText('\u2212$0.60')).toBeVisible();
    await expect(within(charge).getByText('Balance $19.30')).toBeVisible();
    await expect(reversal).toHaveTextContent('Refund of Starter');
    await expect(within(reversal).getByText('\u2212$5.00')).toBeVisible();
    await expect(recharge).toHaveTextContent('Creator');
    await expect(within(recharge).getByText('+$20.00')).toBeVisible();
    await expect(within(recharge).getByText('Balance $24.90')).toBeVisible();
    // Credits are coloured apart from debits.
    const credit = getComputedStyle(within(recharge).getByText('+$20.00')).color;
    const debit = getComputedStyle(within(charge).getByText('\u2212$0.60')).color;
    await expect(credit).not.toBe(debit);
    const time = recharge.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T10:30:00.000Z');
    await expect(time?.textContent).toMatch(/^Nov 2[01], 2026/);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
});

export const WithMore = meta.story({
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
});

export const LoadingMore = meta.story({
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Load more' });
    await pressBusy(button, args.onLoadMore);
    // The rows already shown stay.
    await expect(rows(canvasElement)).toHaveLength(ledgerEntries.length);
  },
});

export const LoadMoreFailed = meta.story({
  args: { hasMore: true, loadMoreError: "Couldn't load more history." },
  play: async ({ canvas, canvasElement, args }) => {
    await seesLoadError(canvas, "Couldn't load more history.");
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(rows(canvasElement)).toHaveLength(ledgerEntries.length);
    await pressRetry(canvas, args.onLoadMore);
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await seesSkeletons(canvasElement, 'Loading wallet history', 'row', 4);
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
});

export const Empty = meta.story({
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallet activity yet')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
});

export const Failed = meta.story({
  args: { status: 'error' },
  play: failsToLoad("Couldn't load your wallet history."),
});

export const Phone = meta.story({
  args: { hasMore: true },
  tags: ['viewport-mobile'],
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    await fitsTheWindow();
    await expect(first).toHaveTextContent('+$1.50');
  },
});

export const WhereTheMoneyWent = meta.story({
  args: { entries: linkedLedgerEntries, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const all = rows(canvasElement);
    // A returned charge and a refund sit right above what they undo, set in.
    await expect(all.map((row) => [row.dataset.kind, row.dataset.paired ?? ''])).toEqual([
      ['reservation', ''],
      ['release', 'true'],
      ['reservation', ''],
      ['reversal', 'true'],
      ['recharge', ''],
      ['grant', ''],
    ]);
    const [postCharge, returned, , refund, recharge, grant] = all as HTMLElement[];
    await expect(
      within(postCharge as HTMLElement).getByRole('link', { name: 'See post drafts' }),
    ).toHaveAttribute('href', '/post-generation');
    await expect(
      within(returned as HTMLElement).getByRole('link', { name: 'See concept runs' }),
    ).toBeVisible();
    await expect(within(refund as HTMLElement).getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(grant).toHaveTextContent('Welcome credit');
    await expect(within(grant as HTMLElement).queryByRole('link')).toBeNull();
    await userEvent.click(within(recharge as HTMLElement).getByRole('link', { name: 'Receipt' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet/receipts/cs_test_a1', expect.anything());
  },
});
