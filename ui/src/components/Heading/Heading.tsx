import type { ReactElement } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as s from './Heading.css.ts';

export type HeadingLevel = '1' | '2' | '3' | '4';

export type HeadingProps = Omit<BoxProps, keyof Sprinkles | 'component' | 'className'> & {
  /** The level sets both the look and, unless `component` says otherwise, the element (h1 to h4). */
  level: HeadingLevel;
  /** The element, when the outline needs another level than the look (a card's h3 looking like an h2). */
  component?: 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'span';
  align?: 'left' | 'center' | 'right';
};

/** A heading: the document outline and the type scale in one element. */
export function Heading({ level, component, align, ...props }: HeadingProps): ReactElement {
  return (
    <Box component={component ?? `h${level}`} textAlign={align} className={s.heading({ level })} {...props} />
  );
}
