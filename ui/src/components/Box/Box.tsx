import type { HTMLAttributes, ReactElement, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css.ts';

/** The elements a layout primitive may render as: the landmark or list the content really is. */
export type BoxComponent =
  | 'div'
  | 'span'
  | 'section'
  | 'form'
  | 'header'
  | 'footer'
  | 'nav'
  | 'aside'
  | 'article'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className'> & {
    /** The element rendered (default div): pick the one that says what the content is. */
    component?: BoxComponent;
    /** A class from a ui component (app code passes none: it composes primitives instead). */
    className?: string | undefined;
    /** The rendered element (to focus or scroll to it). */
    ref?: Ref<HTMLElement>;
  };

/**
 * The one element every layout primitive renders: its spacing, alignment and text props are sprinkles,
 * so they take theme tokens only and never a raw length or colour.
 */
export function Box({ component = 'div', className, ...props }: BoxProps): ReactElement {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const Component = component;
  return <Component className={cx(sprinkles(atoms as Sprinkles), className) || undefined} {...rest} />;
}
