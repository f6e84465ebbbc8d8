import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** 'or' between the e-mail form and the provider buttons, with a rule either side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flexGrow: 1,
      height: vars.size.hairline,
      backgroundColor: vars.color.border,
    },
  },
});

export const buttons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const logo = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
