import type { ReactElement } from 'react';
import { cx } from '../../lib/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { spinner } from './Spinner.css.ts';

export interface SpinnerProps {
  /**
   * `sm` inside buttons, `md` in panels, `lg` for a screen.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** When set, the spinner is a polite live region (role=status) announcing this text. */
  label?: string;
  /** Extra class for layout. */
  className?: string;
}

/**
 * An action is running and its length is unknown. Inside a button use the Button's `loading` prop; while
 * content loads, Skeleton shows its shape instead.
 */
export function Spinner({ size, label, className }: SpinnerProps): ReactElement {
  const ring = <span className={cx(spinner({ size }), className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
