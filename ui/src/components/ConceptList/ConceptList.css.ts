import { style } from '@vanilla-extract/css';
import { bareListStyle } from '../../lib/bareList.css.ts';
import { flexColumn } from '../../lib/flexColumn.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ ...flexColumn(vars.space.md), minWidth: 0 });

/** The tab panel takes focus (Tab from the tablist lands here); its ring must not be clipped. */
export const panel = style({ minWidth: 0, borderRadius: vars.radius.md });

/** The tablist keeps its own width instead of stretching across the column. */
export const tabs = style({ alignSelf: 'flex-start' });

/** Runs one under the other, each a heading and its concepts. */
export const runs = style({
  ...flexColumn(vars.space.lg),
  ...bareListStyle,
});

export const run = style({ ...flexColumn(vars.space.sm), minWidth: 0 });

export const runInstructions = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** 'Show earlier runs' keeps its own width under the runs. */
export const earlier = style({ alignSelf: 'flex-start', marginTop: vars.space.md });
