import { LoadingScreen } from '@plume/ui';
import type { ReactElement } from 'react';

/** Shown until the start-up user-info fetch is done (SPEC §2). */
export function StartupLoading(): ReactElement {
  return <LoadingScreen label="Loading Plume…" />;
}
