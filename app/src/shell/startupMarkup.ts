/**
 * The start-up screen the page arrived with (index.html's, or the route's prerendered shell:
 * app/prerender-shells.ts), read once before React takes the root over, so StartupLoading can keep
 * showing exactly it until the start-up fetch answers instead of painting a different one in between.
 */
let markup = '';

export function captureStartupMarkup(root: Element): void {
  markup = root.innerHTML.trim();
}

export const startupMarkup = (): string => markup;
