import { style } from '@vanilla-extract/css';
import { textFieldBox, textFieldFocus, textFieldPlaceholder } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  ...textFieldBox,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
  selectors: {
    '&::placeholder': textFieldPlaceholder,
    '&:hover:not(:read-only)': { borderColor: vars.color.brand },
    '&:focus-visible': textFieldFocus,
    '&:read-only': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
  },
});
