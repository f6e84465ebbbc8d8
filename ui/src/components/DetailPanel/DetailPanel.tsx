import { type ReactElement, type ReactNode, type Ref, useId } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './DetailPanel.css.ts';

export interface DetailPanelProps {
  /** The panel's heading (an h2). */
  title: string;
  /** The body, usually Markdown. */
  children?: ReactNode;
  /** Copies the content; a promise that rejects shows no 'Copied' (see CopyButton). */
  onCopy?: () => unknown;
  /** Closes the panel; without it there is no close button. */
  onClose?: () => void;
  /** Shows a download button before copy (e.g. the concept as a .txt file). */
  onDownload?: () => void;
  /**
   * The copy button's name.
   * @default 'Copy'
   */
  copyLabel?: string;
  /**
   * The copy button's name after a copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
  /**
   * The close button's name.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * The download button's name.
   * @default 'Download'
   */
  downloadLabel?: string;
  /** A line under the title, e.g. an 'offline demo model' badge. */
  meta?: ReactNode;
  /**
   * Shows skeletons in place of the title and body, and sets aria-busy.
   * @default false
   */
  loading?: boolean;
  /** How long the 'Copied' confirmation stays (ms). */
  copiedMs?: number;
  /**
   * The panel's element, e.g. to scroll it into view; on compact screens it stops below AppShell's
   * sticky top bar.
   */
  ref?: Ref<HTMLElement>;
}

/** The detail card beside a SelectableList: heading, body, download, copy (with 'Copied' feedback) and close. */
export function DetailPanel({
  title,
  children,
  onCopy,
  onClose,
  onDownload,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  closeLabel = 'Close',
  downloadLabel = 'Download',
  meta,
  loading = false,
  copiedMs = 2000,
  ref,
}: DetailPanelProps): ReactElement {
  const headingId = useId();
  return (
    <section ref={ref} className={s.panel} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={s.header}>
        {/* The title and the line under it; takes the room the actions leave. */}
        <Stack space="sm">
          <h2 id={headingId} className={s.title}>
            {loading ? <Skeleton width="14rem" height="1.5rem" /> : title}
            {loading ? <span className={visuallyHidden}>{title || 'Loading…'}</span> : null}
          </h2>
          {meta && !loading ? <div className={s.meta}>{meta}</div> : null}
        </Stack>
        <div className={s.actions}>
          {onDownload ? (
            <IconButton
              size="sm"
              label={downloadLabel}
              icon={<Icons.Download size="sm" />}
              disabled={loading}
              onClick={onDownload}
            />
          ) : null}
          {onCopy ? (
            <CopyButton
              onCopy={onCopy}
              label={copyLabel}
              copiedLabel={copiedLabel}
              copiedMs={copiedMs}
              disabled={loading}
            />
          ) : null}
          {onClose ? (
            <IconButton size="sm" label={closeLabel} icon={<Icons.Close size="sm" />} onClick={onClose} />
          ) : null}
        </div>
      </div>
      <div className={s.body}>{loading ? <Skeleton lines={5} /> : children}</div>
    </section>
  );
}
