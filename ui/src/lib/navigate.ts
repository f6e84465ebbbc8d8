import type { MouseEvent } from 'react';

/** Called for a plain left-click on a ui link so the app can route on the client. */
export type NavigateHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * Builds an anchor's onClick: only a plain left-click (no modifier keys, not already handled,
 * no target) is handed to `onNavigate`, with the browser's navigation prevented. Cmd/Ctrl/Shift/
 * middle-clicks keep their native "open in new tab/window" behaviour.
 */
export function navigationClick(href: string, onNavigate: NavigateHandler | undefined) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (event.currentTarget.target && event.currentTarget.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    onNavigate(href, event);
  };
}
