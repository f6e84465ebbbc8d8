import {
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../../lib/cx.ts';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { useDelayedHide } from '../../lib/useDelayedHide.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { anchor, bubble, layer } from '../Tooltip/Tooltip.css.ts';
import type { TooltipPlacement } from '../Tooltip/Tooltip.tsx';
import * as compact from './Toggletip.css.ts';

export interface ToggletipProps {
  /** The help button's accessible name, e.g. 'About Target audience'. */
  label: string;
  /** What the bubble says; it may hold a link ('Learn more...'). */
  content: ReactNode;
  /** How long it stays after the pointer leaves button and bubble (SPEC §9: 300 ms). */
  hideDelayMs?: number;
  /**
   * Which side of the button the bubble opens on; on compact screens it spans the width instead.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /** A link after the content, e.g. 'Learn more...' to the guide; `label` is its accessible name. */
  link?: { href: string; text: string; label?: string };
  /** Client-side routing for the link (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** Starts open (stories, screenshots). */
  defaultOpen?: boolean;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A help icon whose Tooltip bubble may hold a link. Hover or focus opens it, a click (or Enter) on
 * the icon toggles what the person sees: an open bubble closes, a closed one opens (touch has no
 * hover). Escape or a tap elsewhere closes it, and it hides `hideDelayMs` after the pointer leaves.
 * Unlike a tooltip (role tooltip, never interactive), the bubble sits in a live region right after
 * the button, so a screen reader hears it and Tab reaches its link.
 */
export function Toggletip({
  label,
  content,
  hideDelayMs = 300,
  placement,
  link,
  onNavigate,
  defaultOpen = false,
  className,
}: ToggletipProps): ReactElement {
  const bubbleId = useId();
  const { open, shown, show, hideLater, hideNow } = useDelayedHide(hideDelayMs, defaultOpen);
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether it was open when the pointer went down on the icon. A tap focuses the button between
  // pointerdown and click (focus opens it), so the click must toggle what was seen before the tap.
  const openAtPress = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus goes back to the button first (its focus handler opens), then it closes.
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      hideNow();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hideNow();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, hideNow]);

  const onPointerLeave = (event: PointerEvent<HTMLSpanElement>) => {
    // A finger "leaves" right after every tap; a tapped toggletip stays until the next tap.
    if (event.pointerType === 'touch') return;
    if (rootRef.current?.contains(document.activeElement)) return;
    hideLater();
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    // Moving focus from the button into the bubble's link keeps it open.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    hideLater();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control: it tracks hover and focus of the button and bubble; the button is the control.
    <span
      ref={rootRef}
      className={cx(anchor, compact.anchor, className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show();
      }}
      onPointerLeave={onPointerLeave}
      onFocus={show}
      onBlur={onBlur}
    >
      <IconButton
        ref={buttonRef}
        label={label}
        icon={<Icons.Help size="sm" />}
        size="sm"
        aria-expanded={open}
        aria-controls={bubbleId}
        onPointerDown={() => {
          openAtPress.current = shown.current;
        }}
        onClick={(event) => {
          // A pointer click has detail >= 1 and came with a pointerdown; Enter or Space has 0.
          const wasOpen = event.detail > 0 ? openAtPress.current : shown.current;
          if (wasOpen) hideNow();
          else show();
        }}
      />
      <span id={bubbleId} role="status">
        {open ? (
          <span className={cx(layer({ placement }), compact.layer)}>
            <span className={bubble}>
              {content}
              {link ? (
                <>
                  {' '}
                  <a
                    href={link.href}
                    aria-label={link.label}
                    onClick={navigationClick(link.href, onNavigate)}
                  >
                    {link.text}
                  </a>
                </>
              ) : null}
            </span>
          </span>
        ) : null}
      </span>
    </span>
  );
}
