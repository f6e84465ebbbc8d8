import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';

export const root = style({ ...flexColumn(vars.space.md), minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** The whole heading is the disclosure button (WAI-ARIA disclosure pattern). */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  letterSpacing: vars.letterSpacing.tight,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});

export const chevron = recipe({
  base: {
    color: vars.color.textMuted,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.durationFast,
  },
  variants: { expanded: { true: { transform: 'rotate(90deg)' }, false: {} } },
});

/** 'posts' after the count is for screen readers ('3 posts'); the pill shows the number alone. */
export const countWord = visuallyHidden;

export const body = style({ minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
  gap: vars.space.lg,
  alignItems: 'start',
  ...bareListStyle,
});

export const item = style({ minWidth: 0 });

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} dashed ${vars.color.border}`,
});
