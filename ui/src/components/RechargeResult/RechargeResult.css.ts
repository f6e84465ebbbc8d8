import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { mutedBody, overline, pageTitle } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.xl,
});

export const title = style(pageTitle);

export const text = style({
  ...mutedBody,
  maxWidth: vars.size.tooltip,
  overflowWrap: 'anywhere',
});

export const balance = style({
  ...flexColumn(vars.space.xxs),
  marginTop: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSubtle,
});

export const balanceCaption = style({
  ...overline,
  fontSize: vars.fontSize.xs,
  color: vars.color.successText,
});

export const balanceAmount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
