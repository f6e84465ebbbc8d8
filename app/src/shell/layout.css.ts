import { media, vars } from '@plume/ui';
import { style } from '@vanilla-extract/css';

// Screen layout only (where ui components sit); every colour, space and size comes from ui's tokens.

/** A screen's vertical rhythm: header, alerts, content, secondary sections. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** Master list on the left, detail on the right; stacked on narrow screens. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(15rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The list column: search above the list. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Keeps the detail in view while a long list scrolls (wide screens only). */
export const sticky = style({
  minWidth: 0,
  '@media': { [media.wide]: { position: 'sticky', top: vars.space.xl } },
});

/** A full-height centred page (sign-in screens without the shell). */
export const centred = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});

export const narrow = style({
  width: '100%',
  maxWidth: vars.size.prose,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space.sm,
});

export const brandRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  alignSelf: 'flex-start',
});
