import { expect, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Receipt, type ReceiptData } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { announces, failsToLoad } from './playSteps.ts';
import { spies } from './spies.ts';

const receipt: ReceiptData = {
  id: 'cs_test_a1B2c3D4',
  date: '2026-11-22T12:00:00Z',
  packageName: 'Creator',
  amountPaidCents: 1500,
  currency: 'usd',
  creditAddedCents: 1600,
  paymentReference: 'pi_3QaBcD2eZvKYlo2C0x',
  processorReceiptUrl: 'https://pay.stripe.com/receipts/payment/ch_3QaBcD',
  customerEmail: 'ada@example.com',
  seller: { name: 'Plume Labs Ltd', address: '1 High Street, London N1 1AA, United Kingdom' },
  reversals: [],
};

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const meta = preview.meta({
  title: 'Wallet/Receipt',
  component: Receipt,
  args: {
    status: 'ready',
    receipt,
    ...spies('onPrint', 'onRetry', 'onNavigate'),
    backHref: '/wallet',
    formatDate: utc,
  } as const,
  decorators: [padded()],
});

export const Paid = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(canvas.getByText('Plume Labs Ltd')).toBeVisible();
    await expect(canvas.getByText('1 High Street, London N1 1AA, United Kingdom')).toBeVisible();
    for (const [term, value] of [
      ['Date', '2026-11-22 12:00 UTC'],
      ['Receipt number', 'cs_test_a1B2c3D4'],
      ['Package', 'Creator'],
      ['Amount paid', '$15.00 USD'],
      ['Credit added', '$16.00'],
      ['Payment reference', 'pi_3QaBcD2eZvKYlo2C0x'],
    ]) {
      await expect(canvas.getByText(term as string).nextElementSibling).toHaveTextContent(value as string);
    }
    await expect(canvas.getByRole('link', { name: 'open it' })).toHaveAttribute(
      'href',
      'https://pay.stripe.com/receipts/payment/ch_3QaBcD',
    );
    await expect(canvas.queryByText('Refunds and disputes')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print or save as PDF' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to your wallet' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet', expect.anything());
  },
});

export const RefundedAndDisputed = meta.story({
  args: {
    receipt: {
      ...receipt,
      processorReceiptUrl: null,
      paymentReference: 'pi_plume_test_0a1b2c',
      reversals: [
        { kind: 'refund', date: '2026-11-23T09:30:00Z', amountCents: 500, creditReversedCents: 533 },
        { kind: 'dispute', date: '2026-11-24T10:00:00Z', amountCents: 1000, creditReversedCents: 1067 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Refunds and disputes' })).getAllByRole(
      'listitem',
    );
    await expect(list.map((li) => li.textContent)).toEqual([
      'Refund on 2026-11-23 09:30 UTC: $5.00 USD, taking back $5.33 of credit',
      'Dispute on 2026-11-24 10:00 UTC: $10.00 USD, taking back $10.67 of credit',
    ]);
    await expect(canvas.queryByRole('link', { name: 'open it' })).toBeNull();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', receipt: null },
  play: announces('status', 'Loading receipt'),
});

export const NotFound = meta.story({
  args: { status: 'error', receipt: null, error: 'There is no such receipt.' },
  play: failsToLoad('There is no such receipt.'),
});
