import { globalStyle, style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...panelCard,
  gap: vars.space.lg,
  maxWidth: '40rem',
  '@media': { print: { border: 'none', boxShadow: 'none', padding: 0, maxWidth: 'none' } },
});

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
});

/** A term and its value, as grid cells of the list (a <div> keeps the <dl> valid). */
export const pair = style({ display: 'contents' });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const reversals = style({
  ...flexColumn(vars.space.xs),
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const link = style({ color: vars.color.brandText, textDecoration: 'underline' });

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { print: { display: 'none' } },
});

// On paper only the receipt matters: whatever the page around it marks as screen-only goes.
globalStyle('[data-screen-only]', { '@media': { print: { display: 'none' } } });
