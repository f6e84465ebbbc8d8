import { loadMarkdown } from '@plume/ui';
import { useEffect } from 'react';

/**
 * Starts the Markdown renderer's download once the screen has painted, for a screen whose concepts and
 * posts open on a click: the first one opened then shows its text at once. A failed download is only
 * dropped here; the component that needs the renderer tries again and reports it.
 */
export function useMarkdownPreload(): void {
  useEffect(() => {
    loadMarkdown().catch(() => undefined);
  }, []);
}
