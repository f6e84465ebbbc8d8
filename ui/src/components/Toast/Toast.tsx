import {
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './Toast.css.ts';

/** How long a toast stays before it dismisses itself (SPEC: an error toast shows for 5 seconds). */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastContent {
  /** A new id replaces the toast on screen (one at a time), is announced anew and restarts the timer. */
  id: string | number;
  /** One short sentence: 'Post deleted.' */
  message: ReactNode;
  /** @default 'neutral' */
  tone?: ToastTone;
  /** An optional control after the message, e.g. an 'Undo' Button (size sm, variant ghost). */
  action?: ReactNode;
}

export interface ToastProps {
  /** The toast on screen, or null for none. */
  toast: ToastContent | null;
  /** Called with the toast's id by the dismiss button and when its time is up. */
  onDismiss: (id: ToastContent['id']) => void;
  /** Milliseconds before it dismisses itself, paused while pointed at or focused. @default 5000 */
  duration?: number;
  /** The dismiss button's name. @default 'Dismiss' */
  dismissLabel?: string;
}

const icons = { neutral: null, success: Icons.Check, error: Icons.Alert } as const;

/**
 * A short message at the bottom of the screen that goes away by itself: one at a time, announced politely
 * (a status region that stays mounted, so screen readers hear each new message), with an optional action
 * (Undo) and a dismiss button. Pointing at it or focusing inside it pauses the countdown, so nobody loses
 * an Undo while reaching for it. Keep it to confirmations and transient errors; anything a person must act
 * on belongs in an Alert.
 */
export function Toast({
  toast,
  onDismiss,
  duration = TOAST_DURATION_MS,
  dismissLabel = 'Dismiss',
}: ToastProps): ReactElement {
  const card = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = toast?.id ?? null;

  // A new toast starts from what is true now: focus leaving a removed toast never fires blur, and a pointer
  // resting where the next toast appears never fires mouseenter.
  useLayoutEffect(() => {
    const el = card.current;
    setHovered(id !== null && !!el?.matches(':hover'));
    setFocused(id !== null && !!el?.contains(document.activeElement));
  }, [id]);

  const remaining = useRef(duration);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    remaining.current = duration;
  }, [id, duration]);
  const paused = hovered || focused;
  useEffect(() => {
    if (id === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(id), remaining.current);
    // Pausing keeps the time left, so resuming does not start the whole duration over.
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, paused]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const tone = toast?.tone ?? 'neutral';
  const Icon = icons[tone];

  return (
    <div className={s.viewport}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control: it tracks hover and focus to pause the countdown; the buttons inside are the controls. */}
      <div
        ref={card}
        className={toast ? s.toast({ tone }) : s.empty}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {toast && Icon ? (
          <span className={s.iconWrap}>
            <Icon size="md" />
          </span>
        ) : null}
        <p className={s.message} role="status" aria-live="polite">
          {toast ? <span key={toast.id}>{toast.message}</span> : null}
        </p>
        {toast?.action ? <span className={s.action}>{toast.action}</span> : null}
        {toast ? (
          <IconButton
            size="sm"
            label={dismissLabel}
            icon={<Icons.Close size="sm" />}
            onClick={() => onDismiss(toast.id)}
          />
        ) : null}
      </div>
    </div>
  );
}
