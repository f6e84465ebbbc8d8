import { style } from '@vanilla-extract/css';
import { mediaCard, mediaCardImage } from '../../lib/card.css.ts';
import { ruledAbove } from '../../lib/ruledAbove.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style(mediaCard);

/** The post's photo across the top; tall photos are cropped to a 4:3 frame, never stretched. */
export const image = style({ ...mediaCardImage, aspectRatio: '4 / 3' });

export const imagePlaceholder = style({
  display: 'flex',
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** A title that opens the post in full: underlined, so it reads as a link among the card's buttons. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationThickness: vars.size.border,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brandText },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

/** Post text reads a step smaller than an article, and fills the card. */
export const markdown = style({
  // '&&' (the class twice) outweighs Markdown's own single class whatever order the stylesheets load in.
  selectors: { '&&': { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, maxWidth: 'none' } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  ...ruledAbove(vars.space.sm),
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});

/** Saved is a state, not a dead control: full strength, in the brand colour. */
export const saved = style({
  selectors: {
    '&&': { color: vars.color.brandText },
    '&&:disabled': { opacity: 1, cursor: 'default' },
  },
});
