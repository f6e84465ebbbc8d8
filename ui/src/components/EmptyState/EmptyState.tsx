import type { ReactElement, ReactNode } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import { Text } from '../Text/Text.tsx';
import * as s from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is missing, in a few words ('Nothing here yet!'). */
  title: ReactNode;
  /** One sentence on how to fill it. */
  description?: ReactNode;
  /** The control that fills it, e.g. a Button. */
  action?: ReactNode;
  /**
   * A decorative icon above the title.
   * @default <Icons.Inbox size="lg" />
   */
  icon?: ReactNode;
}

/**
 * What a list or panel shows when it has nothing in it yet, with the way to fill it. While the content is
 * still loading show Skeleton instead; after a failed load show Alert.
 */
export function EmptyState({ title, description, action, icon }: EmptyStateProps): ReactElement {
  return (
    <div className={s.empty}>
      <span className={s.icon} aria-hidden="true">
        {icon ?? <Icons.Inbox size="lg" />}
      </span>
      <Text size="lg" weight="semibold" tone="text">
        {title}
      </Text>
      {description ? (
        <Text tone="muted" className={s.description}>
          {description}
        </Text>
      ) : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
