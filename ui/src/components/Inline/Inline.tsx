import type { ReactElement } from 'react';
import { bareList } from '../../lib/bareList.css.ts';
import { cx } from '../../lib/cx.ts';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

type Space = NonNullable<Extract<Sprinkles['gap'], string>>;

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export type InlineProps = Omit<BoxProps, keyof Sprinkles> & {
  /** The gap between children, across and between wrapped rows. */
  space: Space;
  /** Where the row sits horizontally. */
  align?: keyof typeof ALIGN;
  /** Where children of different heights line up. */
  alignY?: keyof typeof ALIGN_Y;
};

/** Children side by side, wrapping onto the next row when the width runs out (labels, badges, buttons). */
export function Inline({ space, align, alignY, component, className, ...props }: InlineProps): ReactElement {
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={align ? ALIGN[align] : undefined}
      alignItems={alignY ? ALIGN_Y[alignY] : undefined}
      className={cx(isList && bareList, className) || undefined}
      {...props}
    />
  );
}
