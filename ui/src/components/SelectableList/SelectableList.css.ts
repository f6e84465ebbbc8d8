import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    textAlign: 'start',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
  },
  variants: {
    selected: {
      true: {
        backgroundColor: vars.color.brandSubtle,
        borderColor: vars.color.brand,
        color: vars.color.brandText,
        boxShadow: vars.shadow.sm,
      },
      false: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: {
          '&:hover': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
        },
      },
    },
  },
  defaultVariants: { selected: false },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const chevron = recipe({
  base: {
    flexShrink: 0,
    transitionProperty: 'transform, opacity',
    transitionDuration: vars.motion.durationFast,
  },
  variants: {
    selected: {
      true: { color: vars.color.brandText },
      false: { color: vars.color.textSubtle, opacity: 0.6 },
    },
  },
});

export const skeletonItem = style({
  ...flexColumn(vars.space.sm),
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} dashed ${vars.color.border}`,
});
