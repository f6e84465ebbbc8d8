import { recipe } from '@vanilla-extract/recipes';
import { pill, tint } from '../../lib/tint.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    ...pill,
    fontSize: vars.fontSize.xs,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      ...tint,
      // Solid brand: the one loud tone, for what just arrived (a post's NEW).
      highlight: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    },
  },
  defaultVariants: { tone: 'brand' },
});
