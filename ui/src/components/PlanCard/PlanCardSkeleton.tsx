import type { ReactElement } from 'react';
import { vars } from '../../theme/contract.css.ts';
import { Box } from '../Box/Box.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as s from './PlanCard.css.ts';

/** A PlanCard-shaped placeholder (SPEC §2: skeleton cards while the plans load). Hidden from assistive tech. */
export function PlanCardSkeleton(): ReactElement {
  return (
    <div className={s.card} aria-hidden="true" data-skeleton-card="">
      <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="sm">
        <Skeleton width="45%" height="1.25rem" />
        <Skeleton width="4.5rem" height="1.25rem" radius="pill" />
      </Box>
      <Skeleton width="40%" height={vars.size.controlMd} radius="md" />
      <Skeleton lines={2} />
      <div className={s.features}>
        <Skeleton lines={3} width="80%" />
      </div>
      <div className={s.action}>
        <Skeleton height={vars.size.controlMd} radius="md" />
      </div>
    </div>
  );
}
