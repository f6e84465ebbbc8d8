import { expect, userEvent, waitFor, within } from 'storybook/test';

// Play steps for the ui pieces many components hold (a CopyButton, a LoadError, a link) and for what
// many stories check (a disabled button, a phone's width), so each story checks them the same way and
// a change to the piece is followed in one place.

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

/** Placeholders while the content loads: a status that says `message`, and `count` skeleton `kind`s. */
export async function seesSkeletons(
  canvasElement: HTMLElement,
  message: string,
  kind: 'row' | 'card',
  count: number,
): Promise<void> {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(message);
  await expect(canvasElement.querySelectorAll(`[data-skeleton-${kind}]`)).toHaveLength(count);
}

/** The LoadError's Retry asks again: `onRetry` is called once. */
export async function pressRetry(canvas: Canvas, onRetry: unknown): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  await expect(onRetry).toHaveBeenCalledTimes(1);
}

/** The whole play of a story that only has to show `text`. */
export function showsText(text: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };
}

/** The whole play of a story whose live region (a status or an alert) only has to say `text`. */
export function announces(role: 'status' | 'alert', text: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole(role)).toHaveTextContent(text);
  };
}

/** The whole play of a story whose data failed to load: the LoadError says `message`, Retry asks again. */
export function failsToLoad(message: string) {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry?: unknown } }) => {
    const canvas = within(canvasElement);
    await seesLoadError(canvas, message);
    await pressRetry(canvas, args.onRetry);
  };
}

/** A link to `href` whose click is routed on the client: `onNavigate` hears `href` (and the event). */
export async function followLink(link: HTMLElement, onNavigate: unknown, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await userEvent.click(link);
  await expect(onNavigate).toHaveBeenCalledWith(href, expect.anything());
}

/** A disabled button ignores a press: `onPress` is never called. */
export async function pressDisabled(button: HTMLElement, onPress: unknown): Promise<void> {
  await expect(button).toBeDisabled();
  // userEvent refuses to click what takes no pointer events; the point is that nothing happens.
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(onPress).not.toHaveBeenCalled();
}

/** A button at work is marked busy for assistive technology, and is disabled: a press does nothing. */
export async function pressBusy(button: HTMLElement, onPress: unknown): Promise<void> {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await pressDisabled(button, onPress);
}

/** The items of the list named `name`, in order. */
export function itemsOf(canvasElement: HTMLElement, name: string): HTMLElement[] {
  return within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem');
}

/** Nothing spills sideways (a phone story's check): the page is no wider than the window. */
export async function fitsTheWindow(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
