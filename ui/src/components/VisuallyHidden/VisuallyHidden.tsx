import type { ReactElement, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';

/**
 * Text for assistive technology only: a name or hint a sighted person gets from the layout (a count
 * beside an icon, the 'Copied' announcement). For text everyone should read, show it.
 */
export function VisuallyHidden({
  children,
}: {
  /** What screen readers read; nothing shows on screen. */
  children: ReactNode;
}): ReactElement {
  return <span className={visuallyHidden}>{children}</span>;
}
