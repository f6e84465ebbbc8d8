import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInlineStart: `calc(${vars.space.md} + ${vars.size.iconMd} + ${vars.space.sm})`,
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
  borderRadius: vars.radius.md,
  borderWidth: vars.size.border,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.brandSubtleHover}`,
    },
    '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
});
