import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

/** The button with its charge line under it, both starting at the same edge. */
export const withCharge = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs },
  variants: { fullWidth: { true: { alignItems: 'stretch' }, false: {} } },
});

/** The total and what remains: quiet beside the button, in the warning colour when the wallet is short. */
export const charge = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    short: {
      true: { color: vars.color.warningText, fontWeight: vars.fontWeight.medium },
      false: { color: vars.color.textMuted },
    },
  },
});

/** One part of the charge line; it moves to the next line whole rather than breaking inside. */
export const chargePart = style({ display: 'inline-block' });
