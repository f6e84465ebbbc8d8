/** What Tab can reach, in document order (disabled controls and tabindex=-1 left out). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);

/**
 * Keeps Tab inside `root`: from its last control Tab goes to the first, from the first Shift+Tab to
 * the last, and focus that somehow left it comes back. The rest of the page is inert as well, but
 * without this Tab would leave for the browser's own toolbar.
 */
export function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  const items = focusableIn(root);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active);
  if (!inside || (event.shiftKey && (active === first || active === root))) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
