import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * What every text field shares (the e-mail step, the search box, the message box, and the forms to
 * come): the label, the box, the placeholder and the focus ring. Plain style objects, spread into
 * each field's own single class, so a field's borders, shadow and hover can differ without fighting
 * a second class over the cascade.
 */
export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A field's label and whatever sits beside it (a help toggletip), on one line. */
export const fieldLabelRow = style({
  // Holds a Toggletip's bubble on phones.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
});

export const textFieldBox = {
  width: '100%',
  borderRadius: vars.radius.md,
  borderWidth: vars.size.border,
  borderStyle: 'solid',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  appearance: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
} as const;

export const textFieldPlaceholder = { color: vars.color.textSubtle, opacity: 1 } as const;

export const textFieldFocus = {
  outline: 'none',
  borderColor: vars.color.focus,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.brandSubtleHover}`,
} as const;

/** A text box's placeholder, hover and focus, for a box that is never read-only (a field adds its own states). */
export const textFieldStates = {
  '&::placeholder': textFieldPlaceholder,
  '&:hover': { borderColor: vars.color.brand },
  '&:focus-visible': textFieldFocus,
} as const;

/**
 * The editable box of a form field (TextField, TextareaField): the shared box with its hover, focus
 * and read-only states, so both read as one kind of control and a change to one reaches the other.
 */
export const editableTextBox = {
  ...textFieldBox,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
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
} as const;
