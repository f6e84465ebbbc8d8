import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { panelCard, panelTitle } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { ruledAbove } from '../../lib/ruledAbove.ts';
import { moneyFigure, mutedBody } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** A panel card as tall as its grid row (see `action`). */
export const card = style({ ...panelCard, gap: vars.space.lg, height: '100%' });

export const name = style({ ...panelTitle, overflowWrap: 'anywhere' });

export const price = style({ ...moneyFigure, fontSize: vars.fontSize.xxxl });

export const description = style(mutedBody);

export const features = style({
  ...flexColumn(vars.space.sm),
  ...bareListStyle,
  ...ruledAbove(vars.space.lg),
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
