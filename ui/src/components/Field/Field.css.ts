import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fieldLabel, fieldLabelRow } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const field = recipe({
  base: { display: 'flex', gap: vars.space.xs, minWidth: 0 },
  variants: {
    labelPlacement: {
      above: { flexDirection: 'column' },
      // On one line with the control, e.g. in a card's header beside its title.
      beside: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm },
    },
  },
  defaultVariants: { labelPlacement: 'above' },
});

export const labelRow = fieldLabelRow;

export const label = fieldLabel;

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.medium });

export const counter = style({ fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' });

/** The character counter beside a word counter sits right after it instead of splitting the space. */
export const counterAfterWords = style({ marginInlineStart: 0 });

/** A counter's own type, so it reads the same inside a Field's footer and on its own under a post. */
export const counterText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const wordCounter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  marginInlineStart: 'auto',
});

/** Over the word limit: shown, never blocked (SPEC §5). */
export const wordCounterOver = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });
