import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Keeps the countdown's digits from jiggling the button width each second. */
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
