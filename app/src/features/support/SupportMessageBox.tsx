import { MessageBox } from '@plume/ui';
import type { ReactElement } from 'react';
import { SUPPORT_MESSAGE_MAX_CHARS } from '../../../../edge/contract/support.ts';
import { useSupportMessage } from './useSupportMessage.ts';

/** The message box wired to the API, for the Help Centre (and the dashboard's send-a-message box). */
export function SupportMessageBox({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }): ReactElement {
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
    />
  );
}
