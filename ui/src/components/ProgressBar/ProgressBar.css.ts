import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../lib/flexColumn.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

/** The percent keeps its width as it counts. */
export const value = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.inset,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.pill,
    transitionProperty: 'width',
    transitionDuration: vars.motion.durationNormal,
    transitionTimingFunction: vars.motion.easingStandard,
    '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
  },
  variants: {
    complete: {
      true: { backgroundColor: vars.color.success },
      false: { backgroundColor: vars.color.brand },
    },
  },
});
