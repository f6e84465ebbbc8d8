import type { ReactElement, ReactNode } from 'react';
import { header, title as titleClass } from './panelSection.css.ts';

/**
 * A dashboard card that names itself (Recent Activities, Usage statistics): the section labelled
 * by its h2, the title and a control (a button, a select) on the header row, busy while it loads.
 * `titleId` is the caller's, so a list inside can be labelled by the same heading.
 */
export function PanelSection({
  className,
  titleId,
  title,
  action,
  busy,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  /** Beside the title, at the header row's end. */
  action?: ReactNode;
  busy: boolean;
  children: ReactNode;
}): ReactElement {
  return (
    <section className={className} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={header}>
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
