import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';

// On a phone a help icon sits near the screen's edge, where a bubble centred on it would be cut
// off: there the bubble spans the row that holds the icon (the field's label row, which is
// positioned) instead. Loaded after Tooltip.css.ts, so these win over its placement.
export const anchor = style({ '@media': { [media.compact]: { position: 'static' } } });

export const layer = style({
  '@media': {
    [media.compact]: { left: 0, right: 0, transform: 'none', width: 'auto', maxWidth: 'none' },
  },
});
