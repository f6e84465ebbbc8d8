import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints.ts';

/**
 * The column shapes Plume's screens use, named for what sits in them. Every shape drops to one column
 * on compact screens, where two would leave each too narrow to read.
 */
export const columns = recipe({
  base: {
    display: 'grid',
    alignItems: 'start',
    '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  variants: {
    template: {
      /** Two equal columns (a form's fields, two cards side by side). */
      halves: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      /** A master list on the left, wide enough for a title, and its detail on the right. */
      listDetail: { gridTemplateColumns: 'minmax(15rem, 22rem) minmax(0, 1fr)' },
      /** The work on the left and a side panel (recent results) on the right. */
      mainAside: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
    },
  },
});
