import { style } from '@vanilla-extract/css';
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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
  color: vars.color.onBrand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandActive} 100%)`,
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
