import { copyText } from './download.ts';
import { showToast, toastId } from './toasts.ts';

/**
 * Short confirmations in the app's one toast: 'Saved', 'Copied', 'Profile saved'. A confirmation
 * replacing a pending delete's Undo toast lets that delete go ahead, as any newer toast does.
 */
export function confirmDone(message: string): void {
  showToast({ id: toastId(), message, tone: 'success' });
}

/** Copies and says 'Copied'; a refused copy rejects and says nothing (the copy button claims nothing). */
export async function copyWithToast(text: string): Promise<void> {
  await copyText(text);
  confirmDone('Copied');
}
