import type { ReactElement, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }): ReactElement {
  return <span className={visuallyHidden}>{children}</span>;
}
