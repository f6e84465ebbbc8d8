import { style } from '@vanilla-extract/css';

/** Keeps the countdown's digits from jiggling the button width each second. */
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
