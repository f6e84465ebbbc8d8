import type { ReactElement } from 'react';
import { SupportMessageView } from './SupportMessageView.tsx';
import { supportMessageProps } from './supportMessageProps.ts';
import { useSupportMessage } from './useSupportMessage.ts';

/**
 * The message box wired to the API, for the dashboard's send-a-message box.
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
    <SupportMessageView message={supportMessageProps(message)} headingLevel={headingLevel} title={title} />
  );
}
