import type { ReactElement } from 'react';
import { Icons } from '../components/Icons/Icons.tsx';
import { fieldError } from './authStep.css.ts';

/**
 * The error line under a sign-in step's field (the address, the code), announced as it appears; `id`
 * is what the field names in aria-describedby. Nothing when there is no error.
 */
export function StepFieldError({
  id,
  error,
}: {
  id: string;
  error: string | undefined;
}): ReactElement | null {
  if (!error) return null;
  return (
    <p id={id} className={fieldError} role="alert">
      <Icons.Alert size="sm" />
      {error}
    </p>
  );
}
