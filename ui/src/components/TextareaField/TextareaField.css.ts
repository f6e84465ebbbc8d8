import { style } from '@vanilla-extract/css';
import { editableTextBox } from '../../lib/field.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({
  ...editableTextBox,
  display: 'block',
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  // SPEC §2 /user-info: the textarea height is fixed; long text scrolls inside.
  resize: 'none',
  overflowY: 'auto',
});
