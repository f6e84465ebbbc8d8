import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { glyphFrame } from './glyphFrame.ts';
import { tint } from './tint.css.ts';

/**
 * The round, tinted icon above a centred message (an empty list, a message sent, a recharge verified);
 * `size: 'sm'` is the same badge at the start of a list row (a wallet history entry).
 */
export const iconBadge = recipe({
  base: {
    ...glyphFrame(vars.size.controlLg),
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: tint,
    size: {
      lg: {},
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, marginBottom: 0, flexShrink: 0 },
    },
  },
  defaultVariants: { tone: 'brand', size: 'lg' },
});
