import { type ReactElement, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { copied as copiedStyle } from './CopyButton.css.ts';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function';
}

export interface CopyButtonProps {
  /**
   * Does the copying (the app writes to the clipboard). A returned promise that rejects means it did
   * not work: no 'Copied' is shown then.
   */
  onCopy: () => unknown;
  /** The accessible name and tooltip. Default 'Copy'. */
  label?: string;
  /** The name, tooltip and announcement after a copy. Default 'Copied'. */
  copiedLabel?: string;
  /** How long the confirmation stays (ms). Default 2000. */
  copiedMs?: number;
  /**
   * `sm` inside cards and lists, `md` in a panel's header.
   * @default 'sm'
   */
  size?: 'sm' | 'md';
  /** Nothing to copy yet. */
  disabled?: boolean;
}

/**
 * An icon button that copies and then says so: a check mark, 'Copied' as its name, and a polite
 * announcement, for `copiedMs`.
 *
 * Use it for anything a person pastes elsewhere (a concept, a post, a link). It only confirms: the copying
 * itself is `onCopy`, so the app decides what text goes on the clipboard.
 */
export function CopyButton({
  onCopy,
  label = 'Copy',
  copiedLabel = 'Copied',
  copiedMs = 2000,
  size = 'sm',
  disabled = false,
}: CopyButtonProps): ReactElement {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const confirm = () => {
    if (!mounted.current) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedMs);
  };

  const Icon = copied ? Icons.Check : Icons.Copy;
  return (
    <>
      <IconButton
        size={size}
        label={copied ? copiedLabel : label}
        className={copied ? copiedStyle : undefined}
        icon={<Icon size="sm" />}
        disabled={disabled}
        onClick={() => {
          const result = onCopy();
          if (isThenable(result)) {
            // A failed copy is the app's to report; the button just doesn't claim success.
            result.then(confirm, () => {});
          } else {
            confirm();
          }
        }}
      />
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
