import type { ReactElement } from 'react';
import { icon } from '../Icons/Icons.css.ts';
import { StrokeIcon } from '../Icons/Icons.tsx';

export type Trend = 'up' | 'down' | 'flat';

// Drawn in Icons' frame, kept here: only the usage table shows a trend.
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
    <StrokeIcon className={icon({ size: 'sm' })} strokeWidth={2} data-trend={trend}>
      {paths[trend]}
    </StrokeIcon>
  );
}
