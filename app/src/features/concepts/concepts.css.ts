import { vars } from '@plume/ui';
import { style } from '@vanilla-extract/css';

// Where the concept screen's parts sit (tokens only; every look comes from ui components).

/** The handles a run will use: one wrapping row of labels. */
export const handleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The generate button keeps its own width instead of stretching across the column. */
export const action = style({ alignSelf: 'flex-start' });

/** A list of handle labels: no bullets, wrapping like the row around it. */
export const handleList = style([handleRow, { listStyle: 'none', margin: 0, padding: 0 }]);
