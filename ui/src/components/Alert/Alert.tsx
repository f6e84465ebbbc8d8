import type { ReactElement, ReactNode } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import { action as actionStyle, alert, body, iconWrap } from './Alert.css.ts';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertProps {
  /** `error` is red and announced at once (role=alert); `info` and `success` are announced politely. */
  tone: AlertTone;
  /** The message: one or two short sentences. */
  children: ReactNode;
  /** An optional control at the end, e.g. a 'Try again' or 'Recharge Now' button or link. */
  action?: ReactNode;
}

const icons = { error: Icons.Alert, info: Icons.Info, success: Icons.Check } as const;

/**
 * An inline message. Errors are announced assertively (role=alert), the rest politely.
 *
 * Use it for a message about the whole screen or form; for a failed generation with its 5-second timeout
 * use ErrorBanner, for a field's own error use the field's `error` prop.
 */
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
