import { expect, userEvent } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { AccountPanel } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { spies } from './spies.ts';

const meta = preview.meta({
  title: 'Profile/AccountPanel',
  component: AccountPanel,
  args: {
    balanceCents: 4_20,
    email: 'ada@example.com',
    deletionStep: 'idle',
    code: '',
    ...spies('onDownload', 'onStartDeletion', 'onSendCode', 'onCodeChange', 'onConfirm', 'onCancel'),
  } as const,
  decorators: [padded({ maxWidth: '48rem' })],
});

/** Both actions offered; nothing about the balance yet. */
export const Idle = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await expect(args.onStartDeletion).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(/forfeited/)).toBeNull();
  },
});

export const Exporting = meta.story({
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing your data…')).toBeVisible();
  },
});

/** The hourly limit, with the wait the server named. */
export const ExportTooSoon = meta.story({
  args: { exportError: 'You can download your data once an hour. Try again in 59 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Try again in 59 minutes/)).toBeVisible();
  },
});

/** What is lost is said before any code is sent: the data, and the balance by its amount. */
export const ConfirmDeletion = meta.story({
  args: { deletionStep: 'confirm' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/is forfeited: it is not refunded/)).toBeVisible();
    await expect(canvas.getByText('$4.20')).toBeVisible();
    await expect(canvas.getByText(/we send a code to ada@example.com/)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Account deletion code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the code' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my account' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const SendingCode = meta.story({
  args: { deletionStep: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Keep my account' })).toBeDisabled();
  },
});

/** The code boxes; the fourth digit confirms. */
export const EnterCode = meta.story({
  args: { deletionStep: 'code', code: '123' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Enter the code we sent to ada@example.com/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my account' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const WrongCode = meta.story({
  args: { deletionStep: 'code', code: '', deletionError: 'Invalid OTP. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid OTP. Please try again.')).toBeVisible();
  },
});

export const Deleting = meta.story({
  args: { deletionStep: 'deleting', code: '1234' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deleting…')).toBeVisible();
  },
});
