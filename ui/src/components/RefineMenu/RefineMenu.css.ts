import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { ruledAbove } from '../../lib/ruledAbove.ts';
import { vars } from '../../theme/contract.css.ts';

/**
 * The open menu sits in the card's flow under the variant, not floating over it: a card near the
 * screen's edge or inside a clipped list never cuts it off, and on a phone it is as wide as the card.
 */
export const panel = style({
  ...flexColumn(vars.space.md),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

/** A choice that needs more (a language, a text): its field, then its button under it. */
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  ...ruledAbove(vars.space.sm),
});

/** The field spans the menu; its button keeps its own width. */
export const field = style({ alignSelf: 'stretch' });
