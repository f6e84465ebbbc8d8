import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const copied = style({ color: vars.color.successText });
