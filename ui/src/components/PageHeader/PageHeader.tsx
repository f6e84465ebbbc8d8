import type { ReactElement, ReactNode } from 'react';
import * as s from './PageHeader.css.ts';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A screen's h1 with an optional description and actions. */
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
