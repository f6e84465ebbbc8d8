import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: vars.letterSpacing.wide,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
      // Solid brand: the one loud tone, for what just arrived (a post's NEW).
      highlight: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    },
  },
  defaultVariants: { tone: 'brand' },
});
