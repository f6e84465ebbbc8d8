import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

/** One handle's examples: a quiet card, so a long list of handles reads as one section. */
export const root = style({
  ...flexColumn(vars.space.md),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const platform = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const whose = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A pasted post as the person wrote it: line breaks kept, long words wrapped. */
export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.brandSubtle}`,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const editRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const editField = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
