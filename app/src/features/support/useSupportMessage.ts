import type { MessageBoxStatus } from '@plume/ui';
import { useCallback, useState } from 'react';
import { sendSupportMessage, supportMessageError } from './api.ts';

export interface SupportMessageState {
  status: MessageBoxStatus;
  value: string;
  error: string | undefined;
  setValue(value: string): void;
  send(text: string): Promise<void>;
  reset(): void;
}

/**
 * SPEC §4 "Help message": idle → sending (input disabled) → sent (success view) or error text, which
 * keeps the draft so the person can retry. A blank text is never sent (SPEC §5; the box also refuses).
 */
export function useSupportMessage(send = sendSupportMessage): SupportMessageState {
  const [status, setStatus] = useState<MessageBoxStatus>('idle');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = useCallback(
    async (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      setStatus('sending');
      setError(undefined);
      try {
        await send(trimmed);
        setStatus('sent');
        setValue('');
      } catch (caught) {
        console.error(caught);
        setError(supportMessageError(caught));
        setStatus('error');
      }
    },
    [send],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setError(undefined);
    setValue('');
  }, []);

  return { status, value, error, setValue, send: submit, reset };
}
