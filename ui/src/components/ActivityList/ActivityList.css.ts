import { style } from '@vanilla-extract/css';
import { panelCard } from '../../lib/card.css.ts';
import { entryKind, entryMain, entryRow } from '../../lib/entryList.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ ...panelCard, gap: vars.space.md });

export const row = style({
  ...entryRow,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'flex-start',
});

export const main = style(entryMain);

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
});

export const kind = style(entryKind);

export const message = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const skeletonRow = style([row, { alignItems: 'center' }]);
