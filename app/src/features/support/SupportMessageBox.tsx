import { MessageBox } from '@plume/ui';
import type { ReactElement } from 'react';
import { SUPPORT_MESSAGE_MAX_CHARS } from '../../../../edge/contract/support.ts';
import { useSupportMessage } from './useSupportMessage.ts';

/**
 * The message box wired to the API, for the Help Centre (and the dashboard's send-a-message box).
 * `title`: the card's own heading (see MessageBox).
 */
export function SupportMessageBox({
  headingLevel = 3,
  title,
}: {
  headingLevel?: 2 | 3 | 4;
  title?: string;
}): ReactElement {
  const message = useSupportMessage();
  return (
    <MessageBox
      status={message.status}
      value={message.value}
      error={message.error}
      onChange={message.setValue}
      onSend={(text) => void message.send(text)}
      onReset={message.reset}
      maxLength={SUPPORT_MESSAGE_MAX_CHARS}
      headingLevel={headingLevel}
      title={title}
    />
  );
}
