import { style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { clearsStickyTopBar } from '../../lib/scrollTarget.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** Screens scroll it into view on a phone (after a pick in the list above it): it clears the top bar. */
export const panel = style([clearsStickyTopBar, { ...panelCard, gap: vars.space.lg }]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  paddingTop: vars.space.xs,
  minWidth: 0,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const body = style({ minWidth: 0 });
