import { useSyncExternalStore } from 'react';

/**
 * Items hidden while their delete waits out its Undo (lib/deferredDelete.ts), by id, for lists that
 * are read anew when they show: a delete started on a detail view returns to a list (the dashboard's
 * library, /library) that loads afresh and would otherwise show the item again until the delete is
 * sent. A list leaves out every hidden id; Undo shows it again. Ids are unique across kinds (UUIDs),
 * and one deleted stays hidden for the tab's life: it is gone on the server by then.
 */
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>): void {
  hidden = next;
  for (const listener of listeners) listener();
}

export function hideItem(id: string): void {
  if (!hidden.has(id)) set(new Set([...hidden, id]));
}

export function showItem(id: string): void {
  if (!hidden.has(id)) return;
  const next = new Set(hidden);
  next.delete(id);
  set(next);
}

export const hiddenItems = (): ReadonlySet<string> => hidden;

/** The ids hidden now; the component renders again when it changes. */
export function useHiddenItems(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hiddenItems,
    hiddenItems,
  );
}

/** `items` without the hidden ones. */
export const withoutHidden = <T extends { id: string }>(
  items: readonly T[],
  hiddenIds: ReadonlySet<string>,
): T[] => items.filter((item) => !hiddenIds.has(item.id));
