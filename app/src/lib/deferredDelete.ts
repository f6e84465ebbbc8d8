import { dismissToast, showToast, toastId, withdrawToast } from './toasts.ts';

/**
 * Delete with a way back (issue: nothing is deleted at once). The item is hidden at once and a toast
 * offers Undo for 5 s; only when the toast goes (its time is up, it is dismissed, or a newer toast
 * replaces it) is the delete sent. A page hidden or closed while a delete waits sends it at once with
 * `keepalive`, so the request outlives the page. Undo shows the item again and sends nothing.
 */
export interface DeferredDelete {
  /** What the toast says: 'Post deleted.' */
  message: string;
  /** Hides the item(s) now (a cache edit). */
  hide: () => void;
  /** Shows them again (Undo, or the delete failed). */
  restore: () => void;
  /** Sends the delete; `keepalive` when the page is going away. */
  commit: (options: { keepalive: boolean }) => Promise<void>;
  /** Told when the delete failed after the item was hidden (restore has run). */
  onFailed?: (error: unknown) => void;
}

type Pending = { id: string; send: (keepalive: boolean) => void };
const pending = new Map<string, Pending>();

function flush(): void {
  for (const { id, send } of [...pending.values()]) {
    withdrawToast(id);
    send(true);
  }
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

export function deferDelete(request: DeferredDelete): void {
  listen();
  const id = toastId();
  let done = false;
  const send = (keepalive: boolean) => {
    if (done) return;
    done = true;
    pending.delete(id);
    request.commit({ keepalive }).catch((error: unknown) => {
      request.restore();
      request.onFailed?.(error);
    });
  };
  pending.set(id, { id, send });
  request.hide();
  showToast({
    id,
    message: request.message,
    onDismiss: () => send(false),
    onReplaced: () => send(false),
    action: {
      label: 'Undo',
      onClick: () => {
        if (done) return;
        done = true;
        pending.delete(id);
        withdrawToast(id);
        request.restore();
      },
    },
  });
}

/** For tests: what is still waiting. */
export const pendingDeletes = () => pending.size;
export { dismissToast };
