import { style } from '@vanilla-extract/css';
import { fieldLabel, fieldLabelRow, textFieldBox, textFieldStates } from '../../lib/field.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { pillShape } from '../../lib/tint.css.ts';
import { overline } from '../../lib/type.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ ...flexColumn(vars.space.sm), minWidth: 0 });

export const header = fieldLabelRow;

export const title = fieldLabel;

export const chip = style({
  ...pillShape,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  // A long chip (a website's address and its note) wraps between its parts, not inside the label.
  flexWrap: 'wrap',
});

export const platform = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandText,
  whiteSpace: 'nowrap',
});

export const example = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const exampleTag = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  ...overline,
});

export const row = style(flexColumn(vars.space.xxs));

export const rowControls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 11rem) minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space.xs } },
});

export const platformSelect = style({
  '@media': { [media.compact]: { gridColumn: '1 / -1' } },
});

export const input = style({
  ...textFieldBox,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderColor: vars.color.borderStrong,
  selectors: {
    ...textFieldStates,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** A website's handle is a whole address: it may wrap rather than widen the chip past the list. */
export const chipHandle = style({ overflowWrap: 'anywhere' });

/** A chip's note (what was read of the handle), muted after a separating dot. */
export const chipNote = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { '&::before': { content: '"·"', marginInlineEnd: vars.space.xs } },
});

export const error = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});

export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
