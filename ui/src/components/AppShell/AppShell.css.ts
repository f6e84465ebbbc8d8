import { style } from '@vanilla-extract/css';
import { wordmark } from '../../lib/type.css.ts';
import { fadeIn } from '../../theme/animations.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  '@media': {
    [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

export const topBar = style({
  display: 'none',
  '@media': {
    [media.compact]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.topBar,
      height: vars.size.topBar,
      paddingInline: vars.space.md,
      backgroundColor: vars.color.surface,
      borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    },
  },
});

export const topBarTitle = style(wordmark);

export const side = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  '@media': {
    [media.compact]: {
      display: 'none',
      selectors: {
        '&[data-open="true"]': {
          display: 'block',
          position: 'fixed',
          insetBlock: 0,
          insetInlineStart: 0,
          width: vars.size.sidebar,
          maxWidth: '85vw',
          zIndex: vars.zIndex.drawer,
          boxShadow: vars.shadow.lg,
        },
      },
    },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [media.compact]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.topBar,
      border: 'none',
      padding: 0,
      backgroundColor: vars.color.overlay,
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const main = style({
  minWidth: 0,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xxl,
  '@media': {
    [media.compact]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  },
});

export const content = style({ maxWidth: vars.size.content, marginInline: 'auto' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-300%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The open drawer's close button, over the sidebar's top-right corner (the brand row is left). */
export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.raised,
});
