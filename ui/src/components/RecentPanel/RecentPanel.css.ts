import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

/** A sunken column the white cards sit on, so the panel reads as one group beside the form. */
export const panel = style({
  ...flexColumn(vars.space.md),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
});

export const list = style({
  ...flexColumn(vars.space.md),
  ...bareListStyle,
});

export const item = style({ minWidth: 0 });
