import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panelCard } from '../../lib/card.css.ts';
import { pill, tint } from '../../lib/tint.css.ts';
import { overline } from '../../lib/type.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ ...panelCard, gap: vars.space.lg });

export const monthSelect = style({ minWidth: vars.size.cardMin });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.compact]: { fontSize: vars.fontSize.sm } },
});

export const headCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  fontSize: vars.fontSize.xs,
  ...overline,
  color: vars.color.textMuted,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingInlineStart: 0 } },
});

export const numericHead = style([headCell, { textAlign: 'end' }]);

export const cell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  verticalAlign: 'middle',
  selectors: {
    'tr:not(:last-child) > &': { borderBottom: `${vars.size.border} solid ${vars.color.border}` },
    '&:first-child': { paddingInlineStart: 0 },
  },
});

export const metric = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.medium }]);

export const count = style([cell, { textAlign: 'end', fontWeight: vars.fontWeight.semibold }]);

export const growth = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const none = style({ color: vars.color.textSubtle });

export const trend = recipe({
  base: { ...pill, fontSize: vars.fontSize.sm },
  variants: {
    direction: { up: tint.success, down: tint.danger, flat: tint.neutral },
  },
});
