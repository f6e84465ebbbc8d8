import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, RechargeResult, type RechargeResultStatus } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { showsText } from './playSteps.ts';

const meta = preview.meta({
  title: 'Wallet/RechargeResult',
  component: RechargeResult,
  args: { status: 'verifying', onNavigate: fn() } as const,
  decorators: [padded({}, { tighterOnMobile: true })],
});

const home = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Return to Home' });

export const Verifying = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying your recharge...' })).toBeVisible();
    await expect(canvas.queryByText('Recharge Successful!')).toBeNull();
    await expect(home(canvasElement)).toHaveAttribute('href', '/');
    await userEvent.click(home(canvasElement));
    await expect(args.onNavigate).toHaveBeenCalledWith('/', expect.anything());
  },
});

export const Success = meta.story({
  args: { status: 'success' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharge Successful!' })).toBeVisible();
    await expect(canvas.getByText('Your wallet has been successfully recharged.')).toBeVisible();
    await expect(canvas.queryByText('New balance')).toBeNull();
    await expect(home(canvasElement)).toBeVisible();
  },
});

export const SuccessWithBalance = meta.story({
  args: { status: 'success', balanceCents: 2500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New balance')).toBeVisible();
    await expect(canvas.getByText('$25.00')).toBeVisible();
  },
});

/** SPEC §8: the server's own message is the reason. */
export const FailedWithServerReason = meta.story({
  args: { status: 'failure', reason: 'This payment has not been completed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
    await expect(canvas.getByText('This payment has not been completed.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  },
});

/** SPEC §8: no server message, so the first fallback. */
export const FailedWithoutReason = meta.story({
  args: { status: 'failure' },
  play: showsText('Verification failed. Please try again.'),
});

/** SPEC §8: the call itself failed (no answer), the second fallback, with a way back to the plans. */
export const FailedToReachServer = meta.story({
  args: {
    status: 'failure',
    reason: 'An error occurred during verification. Please try again.',
    plansHref: '/wallet-recharge',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('An error occurred during verification. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Choose a plan' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet-recharge', expect.anything());
  },
});

export const MissingSession = meta.story({
  args: { status: 'missing-session', reason: 'ignored: the missing id is the reason' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
    await expect(
      canvas.getByText('No session ID found. Please try the recharge process again.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/ignored/)).toBeNull();
    await expect(home(canvasElement)).toHaveAttribute('href', '/');
  },
});

export const SuccessPhone = meta.story({
  args: { status: 'success', balanceCents: 2500 },
  tags: ['viewport-mobile'],
  play: showsText('$25.00'),
});

/** The page keeps one live region while the outcome replaces 'Verifying…', so it is announced. */
function VerifyThenSettle() {
  const [status, setStatus] = useState<RechargeResultStatus>('verifying');
  return (
    <>
      <RechargeResult status={status} balanceCents={status === 'success' ? 1250 : null} />
      <div style={{ marginTop: '1rem', textAlign: 'center' }}>
        <Button variant="ghost" onClick={() => setStatus('success')}>
          Answer arrives
        </Button>
      </div>
    </>
  );
}

export const AnnouncesOutcome = meta.story({
  render: () => <VerifyThenSettle />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('heading', { name: 'Verifying your recharge...' }).parentElement;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Answer arrives' }));
    await expect(region).toHaveTextContent('Recharge Successful!');
    await expect(region).toHaveTextContent('$12.50');
  },
});
