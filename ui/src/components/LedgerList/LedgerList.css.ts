import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelCard, panelTitle } from '../../lib/card.css.ts';
import { entryKind, entryMain, entryRow } from '../../lib/entryList.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ ...panelCard, gap: vars.space.lg });

export const title = style(panelTitle);

export const row = style({
  ...entryRow,
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  '@media': { [media.compact]: { alignItems: 'flex-start' } },
});

export const main = style(entryMain);

export const kind = style(entryKind);

export const description = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const amount = recipe({
  base: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
  variants: {
    direction: {
      credit: { color: vars.color.successText },
      debit: { color: vars.color.text },
    },
  },
});

export const balanceAfter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const skeletonRow = style([row, { alignItems: 'center' }]);

/** A line that undoes the one below it (a returned charge, a refund): set in, so the pair reads as one. */
export const pairedRow = style([
  row,
  {
    paddingInlineStart: vars.space.xl,
    '@media': { [media.compact]: { paddingInlineStart: vars.space.md } },
  },
]);

/** "See the run", "Receipt": small links under the description. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const link = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
