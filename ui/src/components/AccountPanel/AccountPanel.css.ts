import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...raisedCard,
  ...flexColumn(vars.space.lg),
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.prose });
