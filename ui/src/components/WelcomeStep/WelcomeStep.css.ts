import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../lib/flexColumn.ts';
import { glyphFrame } from '../../lib/glyphFrame.ts';
import { tint } from '../../lib/tint.css.ts';
import { mutedBody } from '../../lib/type.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const badge = style({
  ...glyphFrame(vars.size.controlLg),
  alignSelf: 'flex-start',
  borderRadius: vars.radius.pill,
  ...tint.success,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  ...flexColumn(vars.space.xs),
  ...mutedBody,
});
