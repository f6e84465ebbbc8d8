/**
 * Opening a library item's detail view from a list: the list's screen navigates with `openedFrom`
 * as the history state, so the detail view's Back (and a delete) returns to that list by going back
 * in history (no second entry for it). Without it (a link, a reload) Back goes to /library.
 */
export type OpenedFrom = { openedFrom?: unknown };

const LISTS = { '/dashboard': 'Dashboard', '/library': 'Library' } as const;
type ListPath = keyof typeof LISTS;

const isList = (path: unknown): path is ListPath => typeof path === 'string' && path in LISTS;

/** The history state a list passes when it opens an item (see useNavigate's `state`). */
export const openedFrom = (list: ListPath): OpenedFrom => ({ openedFrom: list });

/** Where Back goes and says, and whether that list is the history entry before this one. */
export function backFrom(state: OpenedFrom | null | undefined): {
  href: string;
  label: string;
  inHistory: boolean;
} {
  const from = state?.openedFrom;
  return isList(from)
    ? { href: from, label: LISTS[from], inHistory: true }
    : { href: '/library', label: 'Library', inHistory: false };
}

/** The detail view's address of a library item. */
export const itemHref = (kind: 'posts' | 'concepts', id: string): string =>
  `/library/${kind}/${encodeURIComponent(id)}`;

/** True for an address of an item's detail view (a list's onNavigate passes `openedFrom` then). */
export const isItemHref = (href: string): boolean => /^\/library\/(posts|concepts)\/[^/]+$/.test(href);
