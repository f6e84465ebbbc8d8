import type { ToastContent } from '@plume/ui';
import { useSyncExternalStore } from 'react';

/**
 * The one toast on screen (ui Toast shows one at a time): any screen or hook says something with
 * `showToast` and the shell's ToastHost shows it, so no screen keeps a toast of its own. `onDismiss`
 * runs when it leaves by its dismiss button or its time, not when a newer toast replaces it.
 */
export interface AppToast extends Omit<ToastContent, 'action'> {
  /** One control after the message (Undo); the host draws it as a small ghost button. */
  action?: { label: string; onClick: () => void };
  onDismiss?: () => void;
  /** Called when a newer toast takes its place (a pending delete goes ahead then). */
  onReplaced?: () => void;
}

let current: AppToast | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function showToast(toast: AppToast): void {
  const previous = current;
  current = toast;
  notify();
  previous?.onReplaced?.();
}

/** Takes the toast `id` off the screen (its own dismiss or time up), running its onDismiss. */
export function dismissToast(id: AppToast['id']): void {
  if (current?.id !== id) return;
  const leaving = current;
  current = null;
  notify();
  leaving.onDismiss?.();
}

/** Takes the toast `id` away without its onDismiss (Undo was pressed). */
export function withdrawToast(id: AppToast['id']): void {
  if (current?.id !== id) return;
  current = null;
  notify();
}

/** The toast on screen now (outside React: tests and the host's snapshot). */
export const currentToast = (): AppToast | null => current;

export function useCurrentToast(): AppToast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentToast,
    () => null,
  );
}

let counter = 0;
/** A fresh toast id: a new id restarts the countdown and is announced anew. */
export const toastId = () => `toast-${++counter}`;
