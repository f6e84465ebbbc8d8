import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { media } from '../../theme/breakpoints.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './LibraryCarousel.css.ts';

export interface CarouselTrackProps {
  /** What the cards are, e.g. 'Concepts': names the scrolling region and its buttons. */
  label: string;
  /** The cards, each an <li>. */
  children: ReactNode;
  /** Pixels per step (buttons and arrow keys). */
  step: number;
}

const behavior = (): ScrollBehavior =>
  typeof window !== 'undefined' && window.matchMedia?.(media.reducedMotion).matches ? 'auto' : 'smooth';

/**
 * A horizontally scrolling row of cards: Previous/Next buttons and the arrow keys move it one step,
 * Home/End to either end; a button is disabled at its end. Touch and trackpads scroll it natively.
 */
export function CarouselTrack({ label, children, step }: CarouselTrackProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const hintId = useId();
  // Until the first measure (a frame after mounting), the row counts as scrolled to its start with more
  // to its right, as a row of cards usually is: Next is enabled and focusable from the first frame.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // Sub-pixel layouts leave scrollLeft a fraction short of the end.
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft >= max - 1;
    // Unchanged edges render nothing again (a resize that moves no edge is common).
    setEdges((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No measuring here: reading the sizes now would force the page's first layout in the middle of
    // mounting (the dashboard's longest task on a phone). A ResizeObserver reports every observed
    // element once it has been laid out, so the first measure comes with the browser's own layout.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const by = (delta: number) => ref.current?.scrollBy({ left: delta, behavior: behavior() });
  const to = (left: number) => ref.current?.scrollTo({ left, behavior: behavior() });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const el = ref.current;
    if (!el || event.target !== el) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => by(step),
      ArrowLeft: () => by(-step),
      Home: () => to(0),
      End: () => to(el.scrollWidth - el.clientWidth),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  const noun = label.toLowerCase();
  return (
    <>
      <div className={s.controls}>
        <IconButton
          size="sm"
          label={`Previous ${noun}`}
          icon={<Icons.ChevronLeft size="sm" />}
          disabled={edges.atStart}
          onClick={() => by(-step)}
        />
        <IconButton
          size="sm"
          label={`Next ${noun}`}
          icon={<Icons.ChevronRight size="sm" />}
          disabled={edges.atEnd}
          onClick={() => by(step)}
        />
      </div>
      <section
        ref={ref}
        className={s.track}
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1), and the arrow keys step it.
        tabIndex={0}
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        <ul className={s.list}>{children}</ul>
      </section>
      <span id={hintId} className={visuallyHidden}>
        Scroll with the left and right arrow keys.
      </span>
    </>
  );
}
