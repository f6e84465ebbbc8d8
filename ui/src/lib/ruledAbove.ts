import { vars } from '../theme/contract.css.ts';

/**
 * A part of a card ruled off from what is above it (a card's footer, its features, the sidebar's
 * account): the hairline rule, then `space` before the content. A plain style object, spread into
 * each component's own class.
 */
export function ruledAbove<Space extends string>(space: Space) {
  return { paddingTop: space, borderTop: `${vars.size.border} solid ${vars.color.border}` } as const;
}
