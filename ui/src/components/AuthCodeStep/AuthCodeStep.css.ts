import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A class rather than a Box: sign-in's first JavaScript has a 120 kB budget, and Box would bring the
// whole sprinkles runtime and atom map into it.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Keeps the countdown's digits from jiggling the button width each second. */
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
