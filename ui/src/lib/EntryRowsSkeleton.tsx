import type { ReactElement } from 'react';
import { Skeleton } from '../components/Skeleton/Skeleton.tsx';
import { SkeletonGroup } from '../components/SkeletonGroup/SkeletonGroup.tsx';
import { vars } from '../theme/contract.css.ts';

/**
 * An entry list loading (Recent Activities, the wallet history): `count` rows shaped like its entries,
 * a round badge, the kind's short line over the text's longer one, and the amount's where the list
 * shows one. The row and text classes are the list's own, so the placeholders sit in its columns.
 */
export function EntryRowsSkeleton({
  label,
  count,
  rowClassName,
  mainClassName,
  kindWidth,
  textWidth,
  amountWidth,
}: {
  label: string;
  count: number;
  rowClassName: string;
  mainClassName: string;
  kindWidth: string;
  textWidth: string;
  amountWidth?: string;
}): ReactElement {
  return (
    <SkeletonGroup label={label} count={count}>
      <div className={rowClassName} data-skeleton-row="">
        <Skeleton width={vars.size.controlSm} height={vars.size.controlSm} radius="pill" />
        <span className={mainClassName}>
          <Skeleton width={kindWidth} height="0.75rem" />
          <Skeleton width={textWidth} />
        </span>
        {amountWidth ? <Skeleton width={amountWidth} /> : null}
      </div>
    </SkeletonGroup>
  );
}
