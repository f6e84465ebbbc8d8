import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** One look per level, so a section heading looks the same on every screen. */
export const heading = recipe({
  base: { lineHeight: vars.lineHeight.tight },
  variants: {
    level: {
      '1': {
        fontSize: vars.fontSize.xxl,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: vars.letterSpacing.tight,
      },
      '2': { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
      '3': { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
      '4': { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold },
    },
  },
});
