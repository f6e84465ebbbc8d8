import type { ReactElement } from 'react';
import * as stepStyles from '../../lib/authStep.css.ts';
import { Button } from '../Button/Button.tsx';
import { Icons } from '../Icons/Icons.tsx';
import * as s from './WelcomeStep.css.ts';

export interface WelcomeStepProps {
  /** The address just verified, shown in the greeting. */
  email: string;
  /** Completes sign-up: the app stores the user and opens the dashboard. */
  onContinue: () => void;
  /** Continue was pressed and sign-up is completing: the button shows a spinner and ignores clicks. */
  pending: boolean;
}

/** Step 3 of /signup (SPEC §2/§4): shown once the session exists; Continue completes login. */
export function WelcomeStep({ email, onContinue, pending }: WelcomeStepProps): ReactElement {
  return (
    <div className={stepStyles.step}>
      <span className={s.badge} aria-hidden="true">
        <Icons.Check size="lg" />
      </span>
      <div className={stepStyles.stepHeader}>
        <h1 className={stepStyles.stepTitle}>Welcome to Plume</h1>
        <p className={stepStyles.stepText}>
          Your account for <span className={stepStyles.stepEmail}>{email}</span> is ready. A few things to try
          first:
        </p>
      </div>
      <ul className={s.list}>
        <li>Fill in your profile so every draft sounds like you.</li>
        <li>Generate five content concepts from your handles.</li>
        <li>Draft ready-to-post captions from your images.</li>
      </ul>
      <Button
        size="lg"
        fullWidth
        loading={pending}
        onClick={onContinue}
        iconEnd={<Icons.ChevronRight size="sm" />}
      >
        Continue
      </Button>
    </div>
  );
}
