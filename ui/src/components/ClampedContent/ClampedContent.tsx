import { type ReactElement, type ReactNode, useId, useState } from 'react';
import * as s from './ClampedContent.css.ts';

export interface ClampedContentProps {
  /** The content to clamp: text or Markdown. */
  children: ReactNode;
  /**
   * The text is long enough to clamp (SPEC §9: posts over 160 characters, captions over 150). Shorter
   * content shows whole, with no toggle.
   */
  long: boolean;
  /** Default 'See more'. */
  moreLabel?: string;
  /** Default 'Show less'. */
  lessLabel?: string;
  /** Extra class for layout. */
  className?: string;
}

/** Long content clamped to 3 lines with a See more / Show less toggle (SPEC §2, §9). */
export function ClampedContent({
  children,
  long,
  moreLabel = 'See more',
  lessLabel = 'Show less',
  className,
}: ClampedContentProps): ReactElement {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clamped = long && !expanded;
  return (
    <div className={className}>
      <div id={id} className={s.content({ clamped })}>
        {children}
      </div>
      {long ? (
        <button
          type="button"
          className={s.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
