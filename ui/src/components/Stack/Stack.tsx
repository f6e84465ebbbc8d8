import type { ReactElement } from 'react';
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
 * heading and body. No child sets its own margin.
 */
export function Stack({ space, align, ...props }: StackProps): ReactElement {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      minWidth={0}
      alignItems={align ? ALIGN[align] : undefined}
      {...props}
    />
  );
}
