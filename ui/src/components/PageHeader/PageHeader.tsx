import type { ReactElement, ReactNode } from 'react';
import * as s from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The screen's name, rendered as its only h1 ('Help Centre'). */
  title: ReactNode;
  /** One sentence under the title saying what the screen is for. */
  description?: ReactNode;
  /** Buttons aligned to the end of the title row (wrap under it on phones). */
  actions?: ReactNode;
}

/**
 * A screen's h1 with an optional description and actions.
 *
 * Every screen in the shell starts with one. Section titles inside a screen are plain h2s, not another
 * PageHeader.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps): ReactElement {
  return (
    <header className={s.header}>
      <div className={s.text}>
        <h1 className={s.title}>{title}</h1>
        {description ? <p className={s.description}>{description}</p> : null}
      </div>
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </header>
  );
}
