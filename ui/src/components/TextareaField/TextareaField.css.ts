import { style } from '@vanilla-extract/css';
import { textFieldBox, textFieldFocus, textFieldPlaceholder } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({
  ...textFieldBox,
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
  lineHeight: vars.lineHeight.normal,
  // SPEC §2 /user-info: the textarea height is fixed; long text scrolls inside.
  resize: 'none',
  overflowY: 'auto',
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
