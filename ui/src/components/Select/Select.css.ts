import { style } from '@vanilla-extract/css';
import { textFieldBox, textFieldFocus } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** Takes the width the label leaves when it sits beside it. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
});

export const select = style({
  ...textFieldBox,
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.iconSm} + ${vars.space.sm})`,
  borderColor: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': textFieldFocus,
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.text,
      cursor: 'default',
      opacity: 1,
    },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  // The left chevron turned down: one icon less to keep in the set.
  transform: 'rotate(-90deg)',
});

export const disabledChevron = style({ opacity: 0 });
