import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelCard } from '../../lib/card.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ ...panelCard, gap: vars.space.lg });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '&:not(:first-child)': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
  '@media': { [media.compact]: { alignItems: 'flex-start' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const kind = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

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

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});
