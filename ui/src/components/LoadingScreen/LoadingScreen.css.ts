import { style } from '@vanilla-extract/css';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { brandMarkFill } from '../../lib/tint.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.brandText,
});

export const mark = style({
  ...glyphFrame(vars.size.controlLg),
  borderRadius: vars.radius.lg,
  ...brandMarkFill,
  boxShadow: vars.shadow.lg,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
