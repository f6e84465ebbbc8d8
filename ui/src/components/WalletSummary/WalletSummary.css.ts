import { style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { moneyFigure, overline } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...panelCard,
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const figure = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, minWidth: 0 });

export const text = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

export const caption = style({ ...overline, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({ ...moneyFigure, fontSize: vars.fontSize.xxxl, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
