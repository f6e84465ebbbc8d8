import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const group = style(flexColumn(vars.space.md));

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

export const buttons = style(flexColumn(vars.space.sm));

export const logo = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
