import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const content = recipe({
  base: { minWidth: 0 },
  variants: {
    clamped: {
      // Line clamping counts the lines of nested blocks too (Markdown's paragraphs and lists).
      true: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflow: 'hidden',
      },
      false: {},
    },
  },
});

export const toggle = style({
  marginTop: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});
