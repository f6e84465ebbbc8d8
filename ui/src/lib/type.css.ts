import { vars } from '../theme/contract.css.ts';

/**
 * Type roles that several components set in the same way. Plain style objects, spread into each
 * component's own class (as card.css.ts does for surfaces), so a role reads the same on every screen.
 */

/** Big bold type set tight, the look of a page title and of a sum of money; each role sets its size. */
const display = {
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
} as const;

/** A screen's one big title (a page header, the error screen, a recharge's outcome). */
export const pageTitle = { ...display, fontSize: vars.fontSize.xxl } as const;

/** A sum of money shown big (a balance, a plan's price): its digits in even columns; each sets its size. */
export const moneyFigure = { ...display, fontVariantNumeric: 'tabular-nums' } as const;

/** The product's name beside its mark (the sidebar, the sign-in layout, the phone top bar). */
export const wordmark = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
} as const;

/** A small spaced capitals label over what it names (a caption, a table's column heads); each sets its size and tone. */
export const overline = {
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
} as const;

/** A muted paragraph that explains what sits above it (a card's description, a step's text, a tagline). */
export const mutedBody = {
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
} as const;
