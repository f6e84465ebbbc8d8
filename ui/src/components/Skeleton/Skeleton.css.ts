import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../lib/flexColumn.ts';
import { shimmer } from '../../theme/animations.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const stack = style({ ...flexColumn(vars.space.sm), width: '100%' });

export const bar = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: vars.fontSize.md,
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} ${vars.motion.durationShimmer} ease-in-out infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    radius: {
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      pill: { borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { radius: 'sm' },
});
