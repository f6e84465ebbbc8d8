import { style } from '@vanilla-extract/css';
import { mutedBody } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.successText,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  ...mutedBody,
});
