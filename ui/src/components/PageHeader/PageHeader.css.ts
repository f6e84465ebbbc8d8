import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { pageTitle } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBottom: vars.space.xl,
});

export const text = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

export const title = style(pageTitle);

export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
