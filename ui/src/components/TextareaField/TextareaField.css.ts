import { style } from '@vanilla-extract/css';
import { fieldLabel, textFieldBox, textFieldFocus, textFieldPlaceholder } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The label and whatever sits beside it (a help toggletip), on one line. */
export const labelRow = style({
  // Holds a Toggletip's bubble on phones.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
});

export const label = fieldLabel;

export const textarea = style({
  ...textFieldBox,
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
  lineHeight: vars.lineHeight.normal,
  // SPEC §2 /user-info: the textarea height is fixed; long text scrolls inside.
  resize: 'none',
  overflowY: 'auto',
  selectors: {
    '&::placeholder': textFieldPlaceholder,
    '&:hover:not(:read-only)': { borderColor: vars.color.brand },
    '&:focus-visible': textFieldFocus,
    '&:read-only': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
  },
});

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

export const wordCounter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  marginInlineStart: 'auto',
});

/** Over the word limit: shown, never blocked (SPEC §5). */
export const wordCounterOver = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });
