import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { tint } from '../../lib/tint.css.ts';
import { pageTitle } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.prose,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  ...raisedCard,
});

export const icon = style({
  ...glyphFrame(vars.size.controlLg),
  borderRadius: vars.radius.lg,
  ...tint.danger,
});

export const title = style(pageTitle);

export const detail = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  backgroundColor: vars.color.dangerSubtle,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  width: '100%',
  overflowWrap: 'anywhere',
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
