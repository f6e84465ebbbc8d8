import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { overline } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const panel = style(flexColumn(vars.space.lg));

export const heading = style({
  ...overline,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// Classes rather than Stack and Box: the panel is on /login and /signup, whose first JavaScript has a
// 120 kB budget, and the primitives would bring the whole sprinkles runtime and atom map into it.
export const list = style({ ...bareListStyle, ...flexColumn(vars.space.xs) });

export const item = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    borderColor: 'transparent',
  },
  variants: {
    state: {
      done: {},
      current: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.md,
      },
      upcoming: {},
    },
  },
});

export const marker = recipe({
  base: {
    flexShrink: 0,
    ...glyphFrame(vars.size.avatar),
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
  },
  variants: {
    state: {
      done: {
        backgroundColor: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.onBrand,
      },
      current: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      upcoming: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.textMuted,
      },
    },
  },
});

export const text = style({ ...flexColumn(vars.space.xxs), minWidth: 0 });

export const title = recipe({
  base: {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.brandText },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});
