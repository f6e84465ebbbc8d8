import { style } from '@vanilla-extract/css';
import { fieldLabel } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The box and its label on one line; the description sits under the label, aligned with it. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'center',
});

/** The platform's own checkbox in the theme's brand colour: keyboard, focus and states come with it. */
export const input = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.border,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style([fieldLabel, { cursor: 'pointer' }]);

export const disabledLabel = style({ color: vars.color.textMuted, cursor: 'not-allowed' });

export const description = style({
  gridColumn: '2',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
