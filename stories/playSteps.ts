import { expect, userEvent, waitFor, type within } from 'storybook/test';

// Play steps for the ui pieces many components hold (a CopyButton, a LoadError), so each story checks
// them the same way and a change to the piece is followed in one place.

type Canvas = ReturnType<typeof within>;

/**
 * The CopyButton's part of a play function, for every story whose component holds one: pressing the
 * button named `label` copies once and the button says Copied.
 */
export async function pressCopy(canvas: Canvas, onCopy: unknown, label = 'Copy'): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await expect(onCopy).toHaveBeenCalledTimes(1);
  await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
}

/** The confirmation goes away by itself: the button reads `label` again within `timeout` ms. */
export async function copyReturnsToRest(canvas: Canvas, label = 'Copy', timeout = 2000): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('button', { name: label })).toBeVisible(), { timeout });
}

/** A LoadError in place of the content: an alert that says `message`. */
export async function seesLoadError(canvas: Canvas, message: string): Promise<void> {
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
}

/** The LoadError's Retry asks again: `onRetry` is called once. */
export async function pressRetry(canvas: Canvas, onRetry: unknown): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  await expect(onRetry).toHaveBeenCalledTimes(1);
}
