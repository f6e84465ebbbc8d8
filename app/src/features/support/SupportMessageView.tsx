import { MessageBox, type MessageBoxProps } from '@plume/ui';
import type { ReactElement } from 'react';
import { SUPPORT_MESSAGE_MAX_CHARS } from '../../../../edge/contract/support.ts';

/** The message box's state and actions, as useSupportMessage gives them (supportMessageProps). */
export type SupportMessage = Pick<
  MessageBoxProps,
  'status' | 'value' | 'error' | 'onChange' | 'onSend' | 'onReset'
>;

export type SupportMessageViewProps = {
  message: SupportMessage;
  headingLevel?: 2 | 3 | 4;
  /** The card's own heading (see MessageBox). */
  title?: string;
};

/** SPEC §2 message box, for the Help Centre and the dashboard: the text, its limit, Send. */
export function SupportMessageView({
  message,
  headingLevel = 3,
  title,
}: SupportMessageViewProps): ReactElement {
  return (
    <MessageBox
      {...message}
      maxLength={SUPPORT_MESSAGE_MAX_CHARS}
      headingLevel={headingLevel}
      title={title}
    />
  );
}
