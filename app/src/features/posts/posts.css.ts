import { media, vars } from '@plume/ui';
import { style } from '@vanilla-extract/css';

// Where Post Drafting's parts sit (tokens only; every look comes from ui components).

/** The form on the left, the Recent panel on the right (SPEC §2); stacked on narrow screens. */
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The generate button keeps its own width instead of stretching across the form. */
export const action = style({ alignSelf: 'flex-start' });
