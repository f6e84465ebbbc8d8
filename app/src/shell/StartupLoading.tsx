import { LoadingScreen } from '@plume/ui';
import type { ReactElement } from 'react';
import { startupMarkup } from './startupMarkup.ts';

/**
 * Shown until the start-up user-info fetch is done (SPEC §2): the page's own start-up screen, which
 * the build wrote (our HTML, from our origin, never anything a person typed), else the plain one.
 */
export function StartupLoading(): ReactElement {
  const markup = startupMarkup();
  if (!markup) return <LoadingScreen label="Loading Plume…" />;
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
