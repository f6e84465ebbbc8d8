import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The heading block every sign-in step shares (steps import it from here). */
export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const stepText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const input = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    boxShadow: vars.shadow.sm,
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&:hover': { borderColor: vars.color.brand },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.brandSubtleHover}`,
      },
      '&[readonly]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.danger,
        selectors: {
          '&:hover': { borderColor: vars.color.danger },
          '&:focus-visible': {
            borderColor: vars.color.danger,
            boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.dangerSubtle}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

/** A field's error line, under the field it explains. */
export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.dangerText,
});
