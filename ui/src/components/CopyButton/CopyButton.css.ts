import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** '&&' outweighs IconButton's variant colour whatever order the stylesheets load in. */
export const copied = style({ selectors: { '&&': { color: vars.color.successText } } });
