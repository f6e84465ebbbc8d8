import { style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...panelCard,
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [media.compact]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.lg } },
});

export const main = style({
  ...flexColumn(vars.space.sm),
  flex: 1,
  minWidth: 0,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
