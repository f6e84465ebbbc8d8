import type { ReactElement } from 'react';
import { Icons } from '../Icons/Icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { mark, screen, status } from './LoadingScreen.css.ts';

export interface LoadingScreenProps {
  /**
   * The text under the brand mark, also announced.
   * @default 'Loading Plume…'
   */
  label?: string;
}

/**
 * Full-screen start-up state (SPEC §2: shown until the user-info fetch is done).
 *
 * Only for the app's start; inside a screen use Skeleton (content on its way) or Spinner (an action
 * running).
 */
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
