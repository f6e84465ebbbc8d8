import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../lib/card.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
});

/** One action (its explanation, then its button or its steps). */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const partTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.prose });
