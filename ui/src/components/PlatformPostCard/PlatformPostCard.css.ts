import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { ruledAbove } from '../../lib/ruledAbove.ts';
import { vars } from '../../theme/contract.css.ts';

/** The variant is plain text as it will be posted: its line breaks are kept, never Markdown. */
export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A chip's remove control: the pill's own colour, a hit area the size of the glyph. */
export const chipRemove = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** The images' alt texts, each with whether it fits this platform. */
export const altItem = style({
  ...flexColumn(vars.space.xxs),
  ...ruledAbove(vars.space.sm),
});
