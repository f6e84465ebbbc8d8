import { cloneElement, type FocusEvent, type ReactElement, type ReactNode, useEffect, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { useDelayedHide } from '../../lib/useDelayedHide.ts';
import { anchor, bubble, layer } from './Tooltip.css.ts';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** What the bubble says: a sentence, optionally with a 'Learn more...' link. */
  content: ReactNode;
  /** The trigger: one focusable element (it receives aria-describedby while open). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** How long the tooltip stays after the pointer leaves trigger and tooltip (SPEC: 300 ms). */
  hideDelayMs?: number;
  /**
   * Which side of the target the bubble opens on.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * Shows on hover and keyboard focus; Escape closes it. The pointer may move onto the tooltip
 * (which may hold a link) without closing it; it hides `hideDelayMs` after the pointer has left both.
 *
 * A short description of the control it wraps, for pointer and keyboard users. On touch screens a hover
 * never happens: when the text matters there, use Toggletip.
 */
export function Tooltip({
  content,
  children,
  hideDelayMs = 300,
  placement,
  className,
}: TooltipProps): ReactElement {
  const id = useId();
  const { open, show, hideLater, hideNow } = useDelayedHide(hideDelayMs);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideNow();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hideNow]);

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    // Moving focus from the trigger into the tooltip's link keeps it open.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    hideLater();
  };

  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: it tracks hover and focus of the trigger and bubble; keyboards get the tooltip through focus.
    <span
      className={cx(anchor, className)}
      onPointerEnter={show}
      onPointerLeave={hideLater}
      onFocus={show}
      onBlur={onBlur}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {open ? (
        <span className={layer({ placement })}>
          <span role="tooltip" id={id} className={bubble}>
            {content}
          </span>
        </span>
      ) : null}
    </span>
  );
}
