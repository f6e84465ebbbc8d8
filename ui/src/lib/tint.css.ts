import { vars } from '../theme/contract.css.ts';

/**
 * The tinted tones: a tone's subtle wash with its readable text colour on top. A badge, an icon badge
 * and a usage trend each pick theirs from here, so "success" is the same green pair on all of them.
 * Plain style objects, spread into a recipe's variants (as card.css.ts does for surfaces).
 */
export const tint = {
  brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText },
  accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.successText },
  danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText },
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
} as const;

/** The Plume mark's fill (the sidebar's brand, the loading screen): a light glyph on the brand gradient. */
export const brandMarkFill = {
  color: vars.color.onBrand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandActive} 100%)`,
} as const;

/** A rounded pill around a short run of content (a badge, a trend, a handle's chip): its shape alone. */
export const pillShape = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
} as const;

/**
 * A short label in a pill on one line (a Badge, a usage trend): each adds its font size, as a status
 * tag and a table's figure sit in different type.
 */
export const pill = {
  ...pillShape,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
} as const;

/** A nav item or tab that is not the current one: muted, the hover wash and full text under the pointer. */
export const mutedUntilHover = {
  color: vars.color.textMuted,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text } },
} as const;
