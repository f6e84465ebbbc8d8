import { type ReactElement, useId } from 'react';
import * as stepStyles from '../../lib/authStep.css.ts';
import { StepFieldError } from '../../lib/StepFieldError.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { CodeBoxes } from '../CodeBoxes/CodeBoxes.tsx';
import { CODE_LENGTH, isComplete } from '../CodeBoxes/code.ts';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './AuthCodeStep.css.ts';
import { formatCountdown } from './countdown.ts';

export interface AuthCodeStepProps {
  /** The address the code was sent to, shown so the person can check it. */
  email: string;
  /** The digits typed so far (controlled; up to 4). */
  code: string;
  /** Called with the new digits on every keystroke or paste. */
  onCodeChange: (code: string) => void;
  /** The fourth digit was typed (or Verify pressed with a whole code). */
  onComplete: (code: string) => void;
  /** A request is running: the boxes and every button are disabled. */
  pending: boolean;
  /** 'Invalid OTP. Please try again.', the server's message, a 429 hint… */
  error?: string | undefined;
  /** A polite note, e.g. after a new code was sent. */
  notice?: string | undefined;
  /** Seconds until Resend is allowed (SPEC §4: 60, allowed at 0). */
  resendSeconds: number;
  /** Sends a new code; offered once `resendSeconds` reaches 0. */
  onResend: () => void;
  /** Goes back to the e-mail step to correct the address. */
  onChangeEmail: () => void;
  /**
   * The heading.
   * @default 'Check your inbox'
   */
  title?: string;
}

/** Step 2 of /login and /signup (SPEC §2/§4): the 4-digit code, resend countdown, change e-mail. */
export function AuthCodeStep({
  email,
  code,
  onCodeChange,
  onComplete,
  pending,
  error,
  notice,
  resendSeconds,
  onResend,
  onChangeEmail,
  title = 'Check your inbox',
}: AuthCodeStepProps): ReactElement {
  const errorId = useId();
  const waiting = resendSeconds > 0;
  return (
    <form
      className={stepStyles.step}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && isComplete(code)) onComplete(code);
      }}
    >
      <div className={stepStyles.stepHeader}>
        <h1 className={stepStyles.stepTitle}>{title}</h1>
        <p className={stepStyles.stepText}>
          We sent a {CODE_LENGTH}-digit code to <span className={stepStyles.stepEmail}>{email}</span>. Enter
          it below, or use the sign-in link in the same e-mail.
        </p>
      </div>
      <div className={stepStyles.field}>
        <CodeBoxes
          value={code}
          onChange={onCodeChange}
          onComplete={onComplete}
          disabled={pending}
          error={Boolean(error)}
          describedBy={error ? errorId : undefined}
          autoFocus
        />
        <StepFieldError id={errorId} error={error} />
      </div>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Button type="submit" size="lg" fullWidth loading={pending} disabled={!isComplete(code)}>
        Verify code
      </Button>
      <div className={s.actions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={onChangeEmail}
          disabled={pending}
          iconStart={<Icons.ArrowLeft size="sm" />}
        >
          Change email
        </Button>
        <Button variant="ghost" size="sm" onClick={onResend} disabled={pending || waiting}>
          {waiting ? (
            <span className={s.countdown}>Resend code in {formatCountdown(resendSeconds)}</span>
          ) : (
            'Resend code'
          )}
        </Button>
      </div>
    </form>
  );
}
