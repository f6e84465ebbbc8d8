import type { ReactElement } from 'react';
import { Box } from '../Box/Box.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as s from './PostCard.css.ts';

export interface PostCardSkeletonProps {
  /** Reserve the image frame too (a draft from a photo). Default true. */
  withImage?: boolean;
}

/** The shape of a PostCard while posts load or a draft is being generated; hidden from assistive tech. */
export function PostCardSkeleton({ withImage = true }: PostCardSkeletonProps): ReactElement {
  return (
    <div className={s.card} aria-hidden="true" data-skeleton="">
      {withImage ? (
        // The frame owns the 4:3 shape; the bar fills it through inline sizes, which no stylesheet order can undo.
        <div className={s.imagePlaceholder}>
          <Skeleton width="100%" height="100%" radius="sm" />
        </div>
      ) : null}
      <Box display="flex" flexDirection="column" gap="sm" padding="lg" minWidth={0}>
        <Skeleton width="60%" height="1rem" />
        <Skeleton lines={3} height="0.75rem" />
      </Box>
    </div>
  );
}
