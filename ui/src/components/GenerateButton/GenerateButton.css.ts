import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The price as a pill inside the button, tinted from the button's own text colour. */
export const cost = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: `color-mix(in srgb, currentColor 18%, transparent)`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
