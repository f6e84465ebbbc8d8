import { Button, Toast } from '@plume/ui';
import type { ReactElement } from 'react';
import { dismissToast, useCurrentToast } from '../lib/toasts.ts';

/** Shows the app's one toast (lib/toasts.ts) at the bottom of every screen. */
export function ToastHost(): ReactElement {
  const toast = useCurrentToast();
  return (
    <Toast
      toast={
        toast && {
          id: toast.id,
          message: toast.message,
          ...(toast.tone ? { tone: toast.tone } : {}),
          ...(toast.action
            ? {
                action: (
                  <Button size="sm" variant="ghost" onClick={toast.action.onClick}>
                    {toast.action.label}
                  </Button>
                ),
              }
            : {}),
        }
      }
      onDismiss={dismissToast}
    />
  );
}
