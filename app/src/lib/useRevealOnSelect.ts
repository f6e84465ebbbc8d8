import { media } from '@plume/ui';
import { useEffect, useRef } from 'react';

/**
 * On narrow screens the detail sits below a long list, so a tap on an item would change nothing
 * visible. After a selection the person asked for, scroll the detail into view (compact layout only).
 * Give the ref to the ui panel itself (DetailPanel, ConceptPanel): it carries the scroll margin that
 * keeps its title and buttons below the sticky top bar.
 */
export function useRevealOnSelect<T extends HTMLElement = HTMLElement>(
  selectedKey: string | null | undefined,
) {
  const ref = useRef<T>(null);
  const requested = useRef(false);

  // After every render, not only when the selection changes: a panel may be drawn a render later than
  // the tap that asked for it (Help and How to use draw it once the Markdown renderer has arrived), and
  // the request waits for it instead of being dropped.
  useEffect(() => {
    if (!requested.current) return;
    if (selectedKey == null) {
      requested.current = false;
      return;
    }
    const target = ref.current;
    if (!target) return;
    requested.current = false;
    if (!window.matchMedia(media.compact).matches) return;
    const reduce = window.matchMedia(media.reducedMotion).matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  });

  return {
    ref,
    request: () => {
      requested.current = true;
    },
  };
}
