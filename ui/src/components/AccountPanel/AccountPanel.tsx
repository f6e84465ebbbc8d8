import { type ReactElement, useId } from 'react';
import { formatCents } from '../../lib/money.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { CodeBoxes } from '../CodeBoxes/CodeBoxes.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as s from './AccountPanel.css.ts';

/**
 * Where deleting stands: `idle` (the button), `confirm` (what is lost, said plainly, before any code
 * is sent), `sending` (the code is being mailed), `code` (the boxes), `deleting` (the code is checked).
 */
export type AccountDeletionStep = 'idle' | 'confirm' | 'sending' | 'code' | 'deleting';

export interface AccountPanelProps {
  /** The wallet balance in integer cents: the confirmation says it is forfeited. */
  balanceCents: number;
  /** While the archive is being prepared and downloaded. */
  exporting?: boolean;
  /** Why the last download failed (e.g. 'You can download your data once an hour. Try again in 59 minutes.'). */
  exportError?: string | null;
  onDownload: () => void;
  deletionStep: AccountDeletionStep;
  /** The code typed so far (step `code`). */
  code: string;
  /** The address the code went to. */
  email: string;
  /** Why the last deletion step failed (a wrong code, a run still in flight). */
  deletionError?: string | null;
  /** Delete account → the confirmation. */
  onStartDeletion: () => void;
  /** The confirmation's 'Send me the code'. */
  onSendCode: () => void;
  onCodeChange: (code: string) => void;
  /** Called with the whole code (the fourth digit, or the Delete button). */
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/**
 * User Info's Account section: "Download my data" (a ZIP of everything Plume holds, GDPR Art. 20)
 * and "Delete account" (Art. 17) behind a fresh e-mail code. The cost is said before the code is
 * sent, in plain words and with the amount: the data goes for good and the balance is forfeited.
 */
export function AccountPanel(props: AccountPanelProps): ReactElement {
  const titleId = useId();
  const errorId = useId();
  const { deletionStep: step } = props;
  const balance = formatCents(props.balanceCents);
  return (
    <section className={s.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.title}>
        Account
      </h2>
      {/* One action: its explanation, then its button or its steps. */}
      <Stack space="sm" align="left">
        <Box component="h3" fontSize="lg" fontWeight="semibold">
          Download my data
        </Box>
        <p className={s.text}>
          A ZIP file with your profile, handles, concepts, posts, saved posts, wallet history, receipts,
          activities and support messages (each as JSON and CSV), and your images. Once an hour.
        </p>
        {props.exportError ? <Alert tone="error">{props.exportError}</Alert> : null}
        <Button
          variant="secondary"
          iconStart={<Icons.Download size="sm" />}
          loading={props.exporting ?? false}
          loadingText="Preparing your data…"
          onClick={props.onDownload}
        >
          Download my data
        </Button>
      </Stack>
      <Stack space="sm" align="left">
        <Box component="h3" fontSize="lg" fontWeight="semibold">
          Delete account
        </Box>
        {step === 'idle' ? (
          <>
            <p className={s.text}>Closes your account and deletes your data for good.</p>
            <Button variant="danger" iconStart={<Icons.Trash size="sm" />} onClick={props.onStartDeletion}>
              Delete account
            </Button>
          </>
        ) : step === 'confirm' || step === 'sending' ? (
          <>
            <Alert tone="error">
              Deleting your account removes your profile, handles, concepts, posts, images, saved posts,
              activities and support messages, and signs you out everywhere. Your remaining balance of{' '}
              <strong>{balance}</strong> is forfeited: it is not refunded. This cannot be undone.
            </Alert>
            <p className={s.text}>
              To confirm, we send a code to {props.email}. Your receipts and wallet history are kept without
              your name or address, as accounting law requires.
            </p>
            {props.deletionError ? <Alert tone="error">{props.deletionError}</Alert> : null}
            <Inline space="sm">
              <Button variant="danger" loading={step === 'sending'} onClick={props.onSendCode}>
                Send me the code
              </Button>
              <Button variant="ghost" onClick={props.onCancel} disabled={step === 'sending'}>
                Keep my account
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <p className={s.text}>
              Enter the code we sent to {props.email}. Your account and its {balance} balance go for good.
            </p>
            <CodeBoxes
              label="Account deletion code"
              value={props.code}
              onChange={props.onCodeChange}
              onComplete={props.onConfirm}
              disabled={step === 'deleting'}
              error={Boolean(props.deletionError)}
              {...(props.deletionError ? { describedBy: errorId } : {})}
              autoFocus
            />
            {props.deletionError ? (
              <div id={errorId}>
                <Alert tone="error">{props.deletionError}</Alert>
              </div>
            ) : null}
            <Inline space="sm">
              <Button
                variant="danger"
                loading={step === 'deleting'}
                loadingText="Deleting…"
                disabled={!/^\d{4}$/.test(props.code)}
                onClick={() => props.onConfirm(props.code)}
              >
                Delete my account
              </Button>
              <Button variant="ghost" onClick={props.onCancel} disabled={step === 'deleting'}>
                Keep my account
              </Button>
            </Inline>
          </>
        )}
      </Stack>
    </section>
  );
}
