import type { ReactElement, ReactNode } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import { action as actionStyle, alert, body, iconWrap } from './Alert.css.ts';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  action?: ReactNode;
}

const icons = { error: Icons.Alert, info: Icons.Info, success: Icons.Check } as const;

/** An inline message. Errors are announced assertively (role=alert), the rest politely. */
export function Alert({ tone, children, action }: AlertProps): ReactElement {
  const Icon = icons[tone];
  return (
    <div className={alert({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={iconWrap}>
        <Icon size="md" />
      </span>
      <div className={body}>{children}</div>
      {action ? <div className={actionStyle}>{action}</div> : null}
    </div>
  );
}
