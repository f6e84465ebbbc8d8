import type { ReactElement, ReactNode } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';

export interface LoadErrorProps {
  /** Why the content is missing, e.g. "Couldn't load your wallet history." */
  children: ReactNode;
  /** Fetch again; without it no button shows (nothing to retry, or the caller retries on its own). */
  onRetry?: () => void;
  /** The button's text. Default 'Retry'. */
  retryLabel?: string;
}

/**
 * What a list, table or panel shows in place of content that failed to load: an error Alert with a small
 * Retry button. One component so every "load failed" state looks, reads and is announced the same.
 */
export function LoadError({ children, onRetry, retryLabel = 'Retry' }: LoadErrorProps): ReactElement {
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
