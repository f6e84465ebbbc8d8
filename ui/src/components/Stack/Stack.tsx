import type { ReactElement } from 'react';
import { bareList } from '../../lib/bareList.css.ts';
import { cx } from '../../lib/cx.ts';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

type Space = NonNullable<Extract<Sprinkles['gap'], string>>;

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export type StackProps = Omit<BoxProps, keyof Sprinkles> & {
  /** The gap between children, a space token. */
  space: Space;
  /** Where narrower children sit; by default each takes the full width, as blocks do. */
  align?: keyof typeof ALIGN;
};

/**
 * Children one under another with one gap between them: a screen's rhythm, a form's fields, a section's
 * heading and body. No child sets its own margin. As a ul or ol it keeps the list's semantics without
 * bullets or indent.
 */
export function Stack({ space, align, component, className, ...props }: StackProps): ReactElement {
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      display="flex"
      flexDirection="column"
      gap={space}
      minWidth={0}
      alignItems={align ? ALIGN[align] : undefined}
      className={cx(isList && bareList, className) || undefined}
      {...props}
    />
  );
}
