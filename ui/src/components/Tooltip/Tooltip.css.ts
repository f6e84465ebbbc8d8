import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeIn } from '../../theme/animations.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });

// The positioned layer is padded by the gap, so the pointer can travel from the trigger into the
// bubble without ever leaving the anchor (and the tooltip stays open for its 'Learn more...' link).
export const layer = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.zIndex.tooltip,
    width: 'max-content',
    maxWidth: vars.size.tooltip,
    animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  },
  variants: {
    placement: {
      top: {
        bottom: '100%',
        left: '50%',
        transform: 'translateX(-50%)',
        paddingBottom: vars.size.tooltipGap,
      },
      bottom: { top: '100%', left: '50%', transform: 'translateX(-50%)', paddingTop: vars.size.tooltipGap },
      right: { left: '100%', top: '50%', transform: 'translateY(-50%)', paddingLeft: vars.size.tooltipGap },
      left: { right: '100%', top: '50%', transform: 'translateY(-50%)', paddingRight: vars.size.tooltipGap },
    },
  },
  defaultVariants: { placement: 'top' },
});

export const bubble = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.tooltipBackground,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  whiteSpace: 'normal',
  boxShadow: vars.shadow.lg,
});

globalStyle(`${bubble} a`, {
  color: vars.color.tooltipLink,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${bubble} a:focus-visible`, { outlineColor: vars.color.tooltipLink });
