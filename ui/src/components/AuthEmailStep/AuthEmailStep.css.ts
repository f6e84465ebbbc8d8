import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

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
