import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { panelCard, panelTitle, raisedCard, stretchedLinkSelectors } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({ ...panelCard, gap: vars.space.lg });

export const title = style(panelTitle);

export const intro = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  marginTop: vars.space.xs,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.cardMin}), 1fr))`,
  gap: vars.space.lg,
  ...bareListStyle,
});

/** The whole card is the link's target (the link's ::after covers it), so a click anywhere goes. */
export const card = style({
  ...raisedCard,
  position: 'relative',
  ...flexColumn(vars.space.sm),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  },
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    ...stretchedLinkSelectors(vars.size.focusRing),
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { color: vars.color.brandText },
  },
});

export const go = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandText,
});
