import type { CSSProperties, ReactElement } from 'react';
import { cx } from '../../lib/cx.ts';
import { bar, stack } from './Skeleton.css.ts';

export interface SkeletonProps {
  /** Any CSS length (a number means pixels); defaults to the full width. */
  width?: number | string;
  /** Any CSS length (a number means pixels); defaults to one line of text. */
  height?: number | string;
  /**
   * Corner radius, matching what it stands in for (`pill` for a badge, `lg` for a card).
   * @default 'sm'
   */
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  /** Renders a paragraph of this many bars, the last one shorter. */
  lines?: number;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A placeholder shape while content loads; hidden from assistive technology.
 *
 * Shape it like the content that will arrive so the page does not jump. For an action the person started
 * (saving, generating) use a Spinner or a Button's `loading` instead.
 */
export function Skeleton({ width, height, radius, lines, className }: SkeletonProps): ReactElement {
  const size: CSSProperties = { width, height };
  if (lines && lines > 1) {
    return (
      <span className={cx(stack, className)} style={{ width }} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={bar({ radius })}
            style={{ height, width: index === lines - 1 ? '62%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return <span className={cx(bar({ radius }), className)} style={size} aria-hidden="true" data-skeleton="" />;
}
