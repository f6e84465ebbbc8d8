import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import { Button, Toast, type ToastContent, type ToastProps } from '../ui/src/index.ts';
import { padded } from './padded.tsx';
import { announces } from './playSteps.ts';

// The page owns which toast is on screen; this harness plays the page: dismissing clears it, and a
// button replaces it with a new one, as a second confirmation would.
function Page(props: ToastProps) {
  const [toast, setToast] = useState<ToastContent | null>(props.toast);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setToast((t) => ({ id: Number(t?.id ?? 0) + 1, message: 'Concept saved.' }))}
      >
        Save another
      </Button>
      <Toast
        {...props}
        toast={toast}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToast(null);
        }}
      />
    </>
  );
}

const onDismiss = fn();
const undo = fn();
// Long enough that no screenshot races the timer; the timing stories set their own.
const STILL = 600_000;

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: Toast,
  args: { toast: { id: 1, message: 'Post copied to the clipboard.' }, onDismiss, duration: STILL },
  render: (args) => <Page {...args} />,
  decorators: [padded({ minHeight: '12rem' })],
  beforeEach: () => {
    onDismiss.mockClear();
    undo.mockClear();
  },
});

export const Neutral = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Post copied to the clipboard.');
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
});

export const UndoAction = meta.story({
  args: {
    toast: {
      id: 1,
      message: 'Post deleted.',
      action: (
        <Button size="sm" variant="ghost" onClick={undo}>
          Undo
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Post deleted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledTimes(1);
  },
});

export const Success = meta.story({
  args: { toast: { id: 1, tone: 'success', message: 'Profile saved.' } },
  play: announces('status', 'Profile saved.'),
});

export const ErrorTone = meta.story({
  args: { toast: { id: 1, tone: 'error', message: 'An unexpected error occurred. Please try again.' } },
  play: announces('status', 'An unexpected error occurred.'),
});

export const DismissButton = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(onDismiss).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const DismissesItself = meta.story({
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Post copied');
    await waitFor(() => expect(onDismiss).toHaveBeenCalledWith(1), { timeout: 2000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const PausedWhileFocused = meta.story({
  args: { duration: 300 },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Dismiss' }).focus();
    await new Promise((r) => setTimeout(r, 700));
    await expect(onDismiss).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Post copied');
  },
});

export const PausedWhileHovered = meta.story({
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('Post copied to the clipboard.'));
    await new Promise((r) => setTimeout(r, 700));
    await expect(onDismiss).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Post copied');
  },
});

export const OneAtATime = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save another' }));
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent(/^Concept saved\.$/);
  },
});
