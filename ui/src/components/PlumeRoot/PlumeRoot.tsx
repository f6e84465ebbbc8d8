import '../../fonts/inter.css';
import '@fontsource-variable/jetbrains-mono';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { root } from '../../theme/global.css.ts';
import { themeClass } from '../../theme/light.css.ts';

export interface PlumeRootProps {
  /** The app, or a story. */
  children: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * Applies the theme class (every token variable) and the global styles. Wrap the app (and every
 * story) in it once; there is no context provider to forget.
 */
export function PlumeRoot({ children, className }: PlumeRootProps): ReactElement {
  return <div className={cx(themeClass, root, className)}>{children}</div>;
}
