import { style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { overline } from '../../lib/type.css.ts';
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

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const caption = style({ ...overline, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const problem = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
