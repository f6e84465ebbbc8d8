import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** The round, tinted icon above a centred message (an empty list, a message sent). */
export const iconBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText },
    },
  },
  defaultVariants: { tone: 'brand' },
});
