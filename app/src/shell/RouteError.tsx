import { ErrorScreen } from '@plume/ui';
import type { ReactElement } from 'react';
import { useRouteError } from 'react-router-dom';
import { describeRouteError } from '../lib/errors.ts';
import { useDocumentTitle } from './documentTitle.ts';

const TITLE = 'Unexpected Application Error!';

/** SPEC §2: the generic router error screen, 'Unexpected Application Error!' with the status or message. */
export function RouteError(): ReactElement {
  const error = useRouteError();
  // The error replaces the root layout, whose per-route title never ran (or named the broken screen).
  useDocumentTitle(TITLE);
  if (!(error instanceof Response)) console.error(error);
  return (
    <ErrorScreen
      title={TITLE}
      detail={describeRouteError(error)}
      // A full page load, not client routing: it clears whatever broke (a failed chunk stays failed
      // in the module map until the page reloads).
      homeHref="/"
    />
  );
}
