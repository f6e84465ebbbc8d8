import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { ruledAbove } from '../../lib/ruledAbove.ts';
import { brandMarkFill, mutedUntilHover } from '../../lib/tint.css.ts';
import { wordmark } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const sidebar = style({
  ...flexColumn(vars.space.lg),
  width: '100%',
  height: '100%',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const brand = style({
  ...wordmark,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.text,
});

export const brandMark = style({
  ...glyphFrame(vars.size.brandMark),
  borderRadius: vars.radius.md,
  ...brandMarkFill,
  boxShadow: vars.shadow.md,
});

export const nav = style({ flexGrow: 1 });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
  },
  variants: {
    active: {
      true: {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brandText,
        fontWeight: vars.fontWeight.semibold,
      },
      false: mutedUntilHover,
    },
  },
  defaultVariants: { active: false },
});

export const footer = style(flexColumn(vars.space.md));

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  ...ruledAbove(vars.space.md),
});

export const avatar = style({
  ...glyphFrame(vars.size.avatar),
  borderRadius: vars.radius.pill,
  flexShrink: 0,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const accountText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 });

export const accountCaption = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const email = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// A class, not Stack: the sidebar is in the app shell, so whatever it imports is in every route's first
// JavaScript, and Stack would bring the whole sprinkles runtime and atom map with it.
export const navList = style({
  ...bareListStyle,
  ...flexColumn(vars.space.xxs),
});
