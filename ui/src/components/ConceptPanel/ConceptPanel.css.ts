import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** A section's heading: brand-tinted with a short bar before it, so the four parts scan at a glance. */
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.brandText,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space.xs,
      height: '1em',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.accent,
    },
  },
});
