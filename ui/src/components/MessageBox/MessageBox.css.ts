import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelCard, panelHeader, panelTitle } from '../../lib/card.css.ts';
import { fieldLabel, textFieldBox, textFieldFocus, textFieldPlaceholder } from '../../lib/field.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { mutedBody } from '../../lib/type.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

/**
 * The same card as DetailPanel, with the same padding on every width: on the dashboard it sits
 * under Recent Activities on a phone, and the two titles start on one line.
 */
export const card = style({ ...panelCard, gap: vars.space.md });

/** The card's own title, in the header row the dashboard's other cards use. */
export const header = style(panelHeader);

export const title = style(panelTitle);

export const form = style({ ...flexColumn(vars.space.md), minWidth: 0 });

export const field = style(flexColumn(vars.space.xs));

export const label = fieldLabel;

export const textarea = style({
  ...textFieldBox,
  display: 'block',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.inset,
  // The height comes from `rows`; people may make it taller, never narrower than the card.
  resize: 'vertical',
  transitionProperty: 'border-color, box-shadow, background-color',
  selectors: {
    '&::placeholder': textFieldPlaceholder,
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': textFieldFocus,
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const counter = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    transitionProperty: 'color',
    transitionDuration: vars.motion.durationFast,
  },
  variants: {
    tone: {
      quiet: { color: vars.color.textSubtle },
      warning: { color: vars.color.warningText, fontWeight: vars.fontWeight.semibold },
    },
  },
  defaultVariants: { tone: 'quiet' },
});

export const sendButton = style({ marginInlineStart: 'auto', flexShrink: 0 });

/** The success view: centred like EmptyState, in the card that held the form. */
export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  '@media': { [media.compact]: { paddingBlock: vars.space.lg } },
});

export const badge = iconBadge({ tone: 'success' });

export const sentTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  // Focused by script so screen readers announce it; it is not a control, so no focus ring
  // ([tabindex] outranks the global `.root :focus-visible` ring).
  selectors: { '&[tabindex]:focus-visible': { outline: 'none' } },
});

export const sentText = style({
  ...mutedBody,
  maxWidth: vars.size.tooltip,
});

export const sentAction = style({ marginTop: vars.space.sm });
