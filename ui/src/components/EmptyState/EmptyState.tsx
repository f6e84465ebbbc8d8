import type { ReactElement, ReactNode } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './EmptyState.css.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps): ReactElement {
  return (
    <div className={s.empty}>
      <span className={s.icon} aria-hidden="true">
        {icon ?? <Icons.Inbox size="lg" />}
      </span>
      <p className={s.title}>{title}</p>
      {description ? <p className={s.description}>{description}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
