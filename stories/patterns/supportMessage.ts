import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import type { SupportMessage } from '../../app/src/features/support/SupportMessageView.tsx';

/** An empty message box, for a pattern's args. */
export function idleMessage(): SupportMessage {
  return { status: 'idle', value: '', onChange: fn(), onSend: fn(), onReset: fn() };
}

/**
 * The message box's state kept in the story's `message` arg, as useSupportMessage keeps it in the app:
 * what is typed shows, Send thanks the person, 'Send another' empties the box. The arg's own spies
 * still hear each call. Call it in a story's `render`.
 */
export function useMessageArgs<A extends { message: SupportMessage | null }>(args: A): SupportMessage | null {
  const [, updateArgs] = useArgs<A>();
  const { message } = args;
  if (!message) return null;
  const set = (next: Partial<SupportMessage>) =>
    updateArgs({ message: { ...message, ...next } } as unknown as Partial<A>);
  return {
    ...message,
    onChange: (value) => {
      message.onChange(value);
      set({ value });
    },
    onSend: (text) => {
      message.onSend(text);
      set({ status: 'sent', value: '' });
    },
    onReset: () => {
      message.onReset();
      set({ status: 'idle', value: '' });
    },
  };
}
