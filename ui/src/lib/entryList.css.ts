import { vars } from '../theme/contract.css.ts';
import { flexColumn } from './flexColumn.ts';
import { overline } from './type.css.ts';

/**
 * A panel's list of past events, one row each with an icon badge, a small upper-case kind and the
 * text (Recent Activities, the wallet history). Plain style objects, spread into each list's own
 * classes, so each keeps its own columns and alignment; the list itself is a bareList.
 */

/** A row: a grid whose columns the list chooses, rows divided by a rule. */
export const entryRow = {
  display: 'grid',
  columnGap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '&:not(:first-child)': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
} as const;

/** The text column beside the badge; minWidth 0 lets long words wrap instead of widening the row. */
export const entryMain = {
  ...flexColumn(vars.space.xxs),
  minWidth: 0,
} as const;

/** What kind of event it was, above the text. */
export const entryKind = { fontSize: vars.fontSize.xs, ...overline, color: vars.color.textMuted } as const;
