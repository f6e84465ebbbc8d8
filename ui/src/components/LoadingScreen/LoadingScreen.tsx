import type { ReactElement } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { mark, screen, status } from './LoadingScreen.css.ts';

export interface LoadingScreenProps {
  label?: string;
}

/** Full-screen start-up state (SPEC §2: shown until the user-info fetch is done). */
export function LoadingScreen({ label = 'Loading Plume…' }: LoadingScreenProps): ReactElement {
  return (
    <div className={screen} role="status" aria-live="polite" aria-busy="true">
      <span className={mark} aria-hidden="true">
        <Icons.Feather size="lg" />
      </span>
      <span className={status}>
        <Spinner size="sm" />
        {label}
      </span>
    </div>
  );
}
