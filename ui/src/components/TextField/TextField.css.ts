import { style } from '@vanilla-extract/css';
import { editableTextBox } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  ...editableTextBox,
  minHeight: vars.size.controlMd,
});
