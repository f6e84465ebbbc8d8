import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const group = style({
  display: 'flex',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  width: '100%',
});

export const box = recipe({
  base: {
    flex: '1 1 0',
    minWidth: 0,
    maxWidth: `calc(${vars.size.controlLg} + ${vars.space.lg})`,
    height: `calc(${vars.size.controlLg} + ${vars.space.md})`,
    padding: 0,
    textAlign: 'center',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    boxShadow: vars.shadow.sm,
    caretColor: vars.color.brand,
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow, background-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.brand },
      '&:focus-visible, &:focus': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.brandSubtleHover}`,
      },
      '&:disabled': {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    filled: {
      true: { backgroundColor: vars.color.brandSubtle, borderColor: vars.color.brand },
      false: {},
    },
    error: {
      true: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.dangerSubtle,
        selectors: {
          '&:focus-visible, &:focus': {
            borderColor: vars.color.danger,
            boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.dangerSubtle}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { filled: false, error: false },
});
