import { style } from '@vanilla-extract/css';
import { textFieldBox, textFieldFocus, textFieldPlaceholder } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const input = style({
  ...textFieldBox,
  minHeight: vars.size.controlMd,
  paddingInlineStart: `calc(${vars.space.md} + ${vars.size.iconMd} + ${vars.space.sm})`,
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
  borderColor: vars.color.border,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&::placeholder': textFieldPlaceholder,
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': textFieldFocus,
    '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
});
