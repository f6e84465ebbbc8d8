import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { moneyFigure, mutedBody } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  height: '100%',
});

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const price = style({ ...moneyFigure, fontSize: vars.fontSize.xxxl });

export const description = style(mutedBody);

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  paddingTop: vars.space.lg,
  listStyle: 'none',
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const check = style({ color: vars.color.successText, flexShrink: 0 });

/** Pushes the button to the card's foot, so buttons line up across a row of cards of unequal text. */
export const action = style({ marginTop: 'auto' });
