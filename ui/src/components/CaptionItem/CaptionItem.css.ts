import { style } from '@vanilla-extract/css';
import { mediaCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style(mediaCard);

/** A 16:9 stage for both kinds of media, so a list of videos and photos lines up. */
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.tooltipBackground,
});

// Out of flow, so a tall photo or video cannot stretch the 16:9 stage (aspect-ratio yields to content).
const fill = { position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%' } as const;

export const video = style({ ...fill, objectFit: 'contain' });

export const image = style({
  ...fill,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const newBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  pointerEvents: 'none',
});

export const body = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  minWidth: 0,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // The caption's own line breaks are kept; long words and links wrap.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
