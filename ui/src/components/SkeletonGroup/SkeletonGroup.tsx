import { Fragment, type ReactElement, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';

export interface SkeletonGroupProps {
  /** Announced once to screen readers while loading, e.g. 'Loading wallet history'. */
  label: string;
  /** One placeholder (a row or card built from Skeletons), repeated `count` times. */
  children: ReactNode;
  /** How many placeholders show. */
  count: number;
  /** Lays the placeholders out like the real items (e.g. the list's gap). */
  className?: string;
}

/**
 * The loading state of a list: one polite 'Loading …' for screen readers and `count` placeholders hidden
 * from them, so a reader hears what is loading once instead of a run of empty shapes.
 */
export function SkeletonGroup({ label, children, count, className }: SkeletonGroupProps): ReactElement {
  return (
    <>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      <div className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Fragment key={index}>{children}</Fragment>
        ))}
      </div>
    </>
  );
}
