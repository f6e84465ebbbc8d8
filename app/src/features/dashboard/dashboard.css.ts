import { media, vars } from '@plume/ui';
import { style } from '@vanilla-extract/css';

// Where the dashboard's cards sit; every card styles itself in ui.

/** Recent Activities beside the message box on wide screens, stacked on narrow ones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
