import { type ReactElement, useId } from 'react';
import * as stepStyles from '../../lib/authStep.css.ts';
import { StepFieldError } from '../../lib/StepFieldError.tsx';
import { Button } from '../Button/Button.tsx';
import * as s from './AuthEmailStep.css.ts';

export interface AuthEmailStepProps {
  /** The address typed so far (controlled). */
  email: string;
  /** Called with the new text on every keystroke. */
  onEmailChange: (email: string) => void;
  /** The form was submitted (Enter or the button); validation is the caller's. */
  onSubmit: () => void;
  /** A request is running: the button spins and is disabled, the field is read-only. */
  pending: boolean;
  /** 'Please enter a valid email address.', the server's message, a 429 hint… */
  error?: string | undefined;
  /** The submit button's label ('Send code'). */
  submitLabel: string;
  /**
   * The heading.
   * @default 'Log in to Plume'
   */
  title?: string;
  /**
   * The line under the heading.
   * @default 'Enter your e-mail address and we will send you a 4-digit code.'
   */
  description?: string;
}

/** Step 1 of /login and /signup (SPEC §2): the e-mail address. */
export function AuthEmailStep({
  email,
  onEmailChange,
  onSubmit,
  pending,
  error,
  submitLabel,
  title = 'Log in to Plume',
  description = 'Enter your e-mail address and we will send you a 4-digit code.',
}: AuthEmailStepProps): ReactElement {
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      className={stepStyles.step}
      // The app validates with the SPEC's pattern and message; the browser's own bubble would differ.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <div className={stepStyles.stepHeader}>
        <h1 className={stepStyles.stepTitle}>{title}</h1>
        <p className={stepStyles.stepText}>{description}</p>
      </div>
      <div className={stepStyles.field}>
        <label htmlFor={inputId} className={s.label}>
          Email address
        </label>
        <input
          id={inputId}
          className={s.input({ invalid: Boolean(error) })}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          readOnly={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <StepFieldError id={errorId} error={error} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
