import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Hovered, it turns red: what it does cannot be undone. */
export const danger = style({
  selectors: {
    // '&&' outweighs IconButton's own colours whatever order the stylesheets load in.
    '&&:hover:not(:disabled)': { color: vars.color.dangerText, backgroundColor: vars.color.dangerSubtle },
  },
});
