import { type ReactElement, type ReactNode, useId } from 'react';
import { ClearAllButton } from '../../lib/ListButtons.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { PostCardSkeleton } from '../PostCard/PostCardSkeleton.tsx';
import { SkeletonGroup } from '../SkeletonGroup/SkeletonGroup.tsx';
import * as s from './RecentPanel.css.ts';

export interface RecentPanelProps<T> {
  /** Newest first; the screen keeps at most 10 (SPEC §9). */
  items: readonly T[];
  /** A stable key for each item (its id). */
  getKey: (item: T) => string;
  /** One entry: a PostCard, a CaptionItem… */
  renderItem: (item: T) => ReactNode;
  /** Default 'Recent' (SPEC §2). */
  title?: string;
  /** The first load: skeleton placeholders instead of the list. */
  loading?: boolean;
  /** Shown above the items, e.g. `<PostCardSkeleton />` while a draft is generating. */
  pending?: ReactNode;
  /** Shows 'Clear all' while there are items. */
  onClearAll?: () => void;
  /** The clear is in flight. */
  clearing?: boolean;
  /** Default 'Clear all'. */
  clearLabel?: string;
  /** Default 'Nothing here yet!' (SPEC §2). */
  emptyText?: string;
  /** One loading placeholder, repeated `skeletonCount` times. Default a PostCard skeleton. */
  skeleton?: ReactNode;
  /** Default 3. */
  skeletonCount?: number;
  /** Announced while loading. Default 'Loading recent items…'. */
  loadingLabel?: string;
  /** Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * SPEC §2 the Recent panel of /post-generation and /media-captioning: a titled list with Clear all,
 * skeletons while loading and 'Nothing here yet!' when empty.
 */
export function RecentPanel<T>({
  items,
  getKey,
  renderItem,
  title = 'Recent',
  loading = false,
  pending,
  onClearAll,
  clearing = false,
  clearLabel = 'Clear all',
  emptyText = 'Nothing here yet!',
  skeleton,
  skeletonCount = 3,
  loadingLabel = 'Loading recent items…',
  headingLevel = 2,
}: RecentPanelProps<T>): ReactElement {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const placeholder = skeleton ?? <PostCardSkeleton withImage={false} />;

  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonGroup label={loadingLabel} count={skeletonCount} className={s.list}>
        <div>{placeholder}</div>
      </SkeletonGroup>
    );
  } else if (items.length === 0 && !pending) {
    body = <EmptyState title={emptyText} />;
  } else {
    body = (
      <ul className={s.list}>
        {pending ? <li className={s.item}>{pending}</li> : null}
        {items.map((item) => (
          <li key={getKey(item)} className={s.item}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={s.panel} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={s.header}>
        <Heading id={headingId} className={s.title}>
          {title}
        </Heading>
        {onClearAll && !loading && items.length > 0 ? (
          <ClearAllButton loading={clearing} onClick={onClearAll}>
            {clearLabel}
          </ClearAllButton>
        ) : null}
      </div>
      {body}
    </section>
  );
}
