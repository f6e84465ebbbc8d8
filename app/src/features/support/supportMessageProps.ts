import type { SupportMessage } from './SupportMessageView.tsx';
import type { SupportMessageState } from './useSupportMessage.ts';

/** useSupportMessage's state as SupportMessageView takes it. */
export function supportMessageProps(message: SupportMessageState): SupportMessage {
  return {
    status: message.status,
    value: message.value,
    error: message.error,
    onChange: message.setValue,
    onSend: (text) => void message.send(text),
    onReset: message.reset,
  };
}
