import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn } from '../../theme/animations.css.ts';
import { vars } from '../../theme/contract.css.ts';

// Fixed to the bottom edge, above the content; the empty viewport lets clicks through to the page.
export const viewport = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.tooltip,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      success: {
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.success,
        color: vars.color.successText,
      },
      error: {
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.dangerText,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

// Without a toast the wrapper keeps the live region mounted but takes no room and no pointer.
export const empty = style({ display: 'contents' });

export const message = style({
  flexGrow: 1,
  minWidth: 0,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const iconWrap = style({ display: 'inline-flex', flexShrink: 0 });
export const action = style({ display: 'inline-flex', flexShrink: 0 });
