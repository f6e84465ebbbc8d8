import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../lib/flexColumn.ts';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { moneyFigure, overline } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

type WalletState = 'loading' | 'error' | 'funded' | 'low' | 'empty';

/** Each state's colours: the panel's wash and rule (a tinted panel needs none), the badge glyph's. */
const tones: Record<WalletState, { wash: string; rule: string; glyph: string }> = {
  loading: { wash: vars.color.surfaceSunken, rule: vars.color.border, glyph: vars.color.textMuted },
  empty: { wash: vars.color.accentSubtle, rule: vars.color.accentSubtle, glyph: vars.color.accentText },
  funded: { wash: vars.color.brandSubtle, rule: vars.color.brandSubtle, glyph: vars.color.brandText },
  low: { wash: vars.color.accentSubtle, rule: vars.color.accentSubtle, glyph: vars.color.accentText },
  error: { wash: vars.color.surfaceSunken, rule: vars.color.border, glyph: vars.color.dangerText },
};

const byState = (rule: (tone: (typeof tones)[WalletState]) => StyleRule) =>
  Object.fromEntries(Object.entries(tones).map(([state, tone]) => [state, rule(tone)])) as Record<
    WalletState,
    StyleRule
  >;

export const panel = recipe({
  base: {
    ...flexColumn(vars.space.md),
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    borderWidth: vars.size.border,
    borderStyle: 'solid',
  },
  variants: { state: byState(({ wash, rule }) => ({ backgroundColor: wash, borderColor: rule })) },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const badge = recipe({
  base: {
    ...glyphFrame(vars.size.controlSm),
    borderRadius: vars.radius.md,
    flexShrink: 0,
  },
  variants: { state: byState(({ glyph }) => ({ backgroundColor: vars.color.surface, color: glyph })) },
});

export const caption = style({ ...overline, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const amount = style({ ...moneyFigure, fontSize: vars.fontSize.xl });

// Plain classes rather than Box sprinkles: the panel is in the app shell, so whatever it imports is in every
// route's first JavaScript, and Box would bring the whole sprinkles runtime and atom map with it.
const smallText = { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, color: vars.color.text };

/** 'Recharge your wallet to start generating', 'Couldn't load your balance'. */
export const message = style({ ...smallText, fontWeight: vars.fontWeight.medium });

/** The low-balance notice under the figure. */
export const notice = style(smallText);

export const loadingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The funded balance as a link to the wallet history: reads as the plain figure, underlines on hover. */
export const balanceLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  flexGrow: 1,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const linkChevron = style({ color: vars.color.brandText, flexShrink: 0 });

export const actions = style(flexColumn(vars.space.sm));
