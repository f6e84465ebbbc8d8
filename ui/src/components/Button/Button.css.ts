import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    position: 'relative',
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.normal,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.brandActive },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceHover,
            borderColor: vars.color.borderStrong,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandSubtle },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
        borderRadius: vars.radius.sm,
      },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
        borderRadius: vars.radius.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ display: 'inline-flex', alignItems: 'center' });
/**
 * While loading the label keeps its width (no layout jump) and stays the accessible name, but is
 * transparent under the spinner (visibility: hidden would drop it from the accessibility tree).
 */
export const hiddenLabel = style({ opacity: 0 });
export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
