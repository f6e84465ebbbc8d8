import { media, vars } from '@plume/ui';
import { style } from '@vanilla-extract/css';

// Where the profile's fields sit: two columns on wide screens, one on phones (tokens only).

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A field that spans both columns (the background, the handle lists). */
export const wide = style({ gridColumn: '1 / -1' });
