import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const actions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** The close button in the banner's own red, not the grey of a ghost button on white. */
export const dismiss = style({
  // '&&' outweighs IconButton's own colours whatever order the stylesheets load in.
  selectors: {
    '&&': { color: vars.color.dangerText },
    '&&:hover:not(:disabled)': { color: vars.color.dangerText, backgroundColor: vars.color.surface },
  },
});
