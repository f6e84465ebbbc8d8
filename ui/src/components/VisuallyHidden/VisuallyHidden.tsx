import type { ReactElement, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';

/**
 * Text for assistive technology only: a name or hint a sighted person gets from the layout (a count
 * beside an icon, the 'Copied' announcement). For text everyone should read, show it.
 */
export function VisuallyHidden({
  children,
  component: Component = 'span',
}: {
  /** What screen readers read; nothing shows on screen. */
  children: ReactNode;
  /** 'div' when it holds a block, such as a heading that names a section the layout already shows. */
  component?: 'span' | 'div';
}): ReactElement {
  return <Component className={visuallyHidden}>{children}</Component>;
}
