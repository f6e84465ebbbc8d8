import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
        },
      },
      solid: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.surfaceHover,
            borderColor: vars.color.borderStrong,
          },
        },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, borderRadius: vars.radius.sm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
