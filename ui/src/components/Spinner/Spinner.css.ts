import { recipe } from '@vanilla-extract/recipes';
import { spin } from '../../theme/animations.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderWidth: vars.size.focusRing,
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} ${vars.motion.durationSpin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.spinner, height: vars.size.spinner },
      lg: { width: vars.size.iconXl, height: vars.size.iconXl, borderWidth: vars.size.focusRing },
    },
  },
  defaultVariants: { size: 'md' },
});
