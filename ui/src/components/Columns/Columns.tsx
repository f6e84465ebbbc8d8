import type { ReactElement } from 'react';
import { cx } from '../../lib/cx.ts';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as s from './Columns.css.ts';

type Space = NonNullable<Extract<Sprinkles['gap'], string>>;

export type ColumnsProps = Omit<BoxProps, keyof Sprinkles> & {
  /** The gap between columns (and between rows once they stack). */
  space: Space;
  /** The shape: two equal halves, a list beside its detail, or the work beside a side panel. */
  template: 'halves' | 'listDetail' | 'mainAside';
};

/**
 * Children side by side in columns on wide screens, one under another on compact ones; tops aligned.
 * A child that should span every column takes `gridColumn="full"` (on a Box, or `sprinkles`).
 */
export function Columns({ space, template, className, ...props }: ColumnsProps): ReactElement {
  return <Box gap={space} className={cx(s.columns({ template }), className)} {...props} />;
}
