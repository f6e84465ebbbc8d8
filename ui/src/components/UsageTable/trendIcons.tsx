import type { ReactElement } from 'react';
import { icon } from '../Icons/Icons.css.ts';

export type Trend = 'up' | 'down' | 'flat';

// Drawn like Icons (24-unit grid, stroke), kept here: only the usage table shows a trend.
const paths: Record<Trend, ReactElement> = {
  up: (
    <>
      <path d="m22 7-8.5 8.5-5-5L2 17" />
      <path d="M16 7h6v6" />
    </>
  ),
  down: (
    <>
      <path d="m22 17-8.5-8.5-5 5L2 7" />
      <path d="M16 17h6v-6" />
    </>
  ),
  flat: <path d="M5 12h14" />,
};

export function TrendIcon({ trend }: { trend: Trend }): ReactElement {
  return (
    <svg
      className={icon({ size: 'sm' })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-trend={trend}
    >
      {paths[trend]}
    </svg>
  );
}
