import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { panelCard, panelTitle } from '../../lib/card.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const section = style({ ...panelCard, gap: vars.space.md });

export const heading = style(panelTitle);

/** As many 14rem columns as fit: one on a phone, two or three beside a post on a wide screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
  ...bareListStyle,
});

export const figure = style({ ...flexColumn(vars.space.sm), margin: 0 });

const frame = {
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const image = style({ ...frame, objectFit: 'cover' });

export const missing = style({
  ...frame,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  textAlign: 'center',
});

export const caption = style(flexColumn(vars.space.xxs));

export const altText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
