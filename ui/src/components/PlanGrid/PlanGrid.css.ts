import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ ...flexColumn(vars.space.xl), minWidth: 0 });

/** As many columns as fit at `cardMin` each, stretched to fill; one column on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.cardMin}), 1fr))`,
  gap: vars.space.xl,
  ...bareListStyle,
});

export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
