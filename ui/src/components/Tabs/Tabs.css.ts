import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mutedUntilHover } from '../../lib/tint.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const tablist = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.inset,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.lg,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
  },
  variants: {
    selected: {
      true: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        boxShadow: vars.shadow.sm,
      },
      false: mutedUntilHover,
    },
  },
  defaultVariants: { selected: false },
});
