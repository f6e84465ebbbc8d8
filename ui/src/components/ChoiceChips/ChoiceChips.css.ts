import { style } from '@vanilla-extract/css';
import { fieldLabel, textFieldFocus } from '../../lib/field.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';

/** A fieldset without the browser's frame: the legend reads as every other field's label. */
export const group = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style([fieldLabel, { padding: 0, marginBottom: vars.space.xxs }]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The real checkbox stays in the page (keyboard, screen readers, forms); the chip is what shows. */
export const input = style([visuallyHidden]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  borderWidth: vars.size.border,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'border-color, background-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${input}:checked + &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brandText,
    },
    [`${input}:focus-visible + &`]: textFieldFocus,
    [`${input}:not(:disabled) + &:hover`]: { borderColor: vars.color.brand },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', color: vars.color.textSubtle },
  },
});

/** The tick shows only on a chosen chip, so the choice does not rest on colour alone. */
export const tick = style({
  selectors: { [`${input}:not(:checked) + ${chip} &`]: { display: 'none' } },
});

export const help = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
