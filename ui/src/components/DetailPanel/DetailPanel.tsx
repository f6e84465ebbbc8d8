import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as s from './DetailPanel.css.ts';

export interface DetailPanelProps {
  title: string;
  children?: ReactNode;
  onCopy?: () => void;
  onClose?: () => void;
  copyLabel?: string;
  copiedLabel?: string;
  closeLabel?: string;
  loading?: boolean;
  /** How long the 'Copied' confirmation stays (ms). */
  copiedMs?: number;
}

/** The detail card beside a SelectableList: heading, body, copy (with 'Copied' feedback) and close. */
export function DetailPanel({
  title,
  children,
  onCopy,
  onClose,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  closeLabel = 'Close',
  loading = false,
  copiedMs = 2000,
}: DetailPanelProps): ReactElement {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <section className={s.panel} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={s.header}>
        <h2 id={headingId} className={s.title}>
          {loading ? <Skeleton width="14rem" height="1.5rem" /> : title}
          {loading ? <span className={visuallyHidden}>{title || 'Loading…'}</span> : null}
        </h2>
        <div className={s.actions}>
          {onCopy ? (
            <IconButton
              size="sm"
              label={copied ? copiedLabel : copyLabel}
              className={copied ? s.copied : undefined}
              icon={copied ? <Icons.Check size="sm" /> : <Icons.Copy size="sm" />}
              disabled={loading}
              onClick={() => {
                onCopy();
                setCopied(true);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => setCopied(false), copiedMs);
              }}
            />
          ) : null}
          {onClose ? (
            <IconButton size="sm" label={closeLabel} icon={<Icons.Close size="sm" />} onClick={onClose} />
          ) : null}
        </div>
      </div>
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
      <div className={s.body}>{loading ? <Skeleton lines={5} /> : children}</div>
    </section>
  );
}
