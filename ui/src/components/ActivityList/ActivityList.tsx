import { type ReactElement, useId } from 'react';
import { bareList } from '../../lib/bareList.css.ts';
import { EntryRowsSkeleton } from '../../lib/EntryRowsSkeleton.tsx';
import { iconBadge } from '../../lib/iconBadge.css.ts';
import { ClearAllButton } from '../../lib/ListButtons.tsx';
import type { NavigateHandler } from '../../lib/navigate.ts';
import { PanelSection } from '../../lib/PanelSection.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { LinkButton } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import * as s from './ActivityList.css.ts';
import { activityLook } from './activityTypes.tsx';

/** One entry of Recent Activities (SPEC §3 "Activity": type, message, created_at). */
export interface ActivityItem {
  type: string;
  message: string;
  /** When it happened: an ISO 8601 string or a Date. */
  createdAt: string | Date;
}

export type ActivityListStatus = 'loading' | 'error' | 'ready';

export interface ActivityListProps {
  /** `loading`: skeleton rows; `error`: `error` with a Retry; `ready`: the list, or the guide card when empty. */
  status: ActivityListStatus;
  /** Newest first, as the API answers. */
  activities?: readonly ActivityItem[];
  /** Delete all (SPEC §2); without it no button shows. */
  onDeleteAll?: () => void;
  /** Delete all is in flight: its button spins and is disabled. */
  deleting?: boolean;
  /** Delete all failed: shown above the list, which stays as it was. */
  deleteError?: string | null;
  /** Where 'Read the User Guide' goes when there is nothing to list (SPEC §2: /how-to-use). */
  guideHref: string;
  /** Client-side routing for the guide link (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** The card's heading. Default 'Recent Activities'. */
  title?: string;
  /** Shown when loading failed. Default "Couldn't load your recent activities." */
  error?: string;
  /** Retry after a failed load; without it no Retry button shows. */
  onRetry?: () => void;
  /** Date and time of an entry. Default: en-US medium date and short time in the viewer's zone. */
  formatDate?: (date: Date) => string;
  /** Placeholder rows while loading. Default 4. */
  skeletonRows?: number;
}

const defaultDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The dashboard's Recent Activities (SPEC §2): what happened on the account, newest first. */
export function ActivityList({
  status,
  activities = [],
  onDeleteAll,
  deleting = false,
  deleteError,
  guideHref,
  onNavigate,
  title = 'Recent Activities',
  error = "Couldn't load your recent activities.",
  onRetry,
  formatDate = (date) => defaultDate.format(date),
  skeletonRows = 4,
}: ActivityListProps): ReactElement {
  const titleId = useId();
  const listed = status === 'ready' && activities.length > 0;
  return (
    <PanelSection
      className={s.card}
      titleId={titleId}
      title={title}
      busy={status === 'loading'}
      action={
        listed && onDeleteAll ? (
          <ClearAllButton loading={deleting} onClick={onDeleteAll}>
            Delete all
          </ClearAllButton>
        ) : null
      }
    >
      {deleteError && listed ? <Alert tone="error">{deleteError}</Alert> : null}
      {status === 'loading' ? (
        <EntryRowsSkeleton
          label="Loading recent activities"
          count={skeletonRows}
          rowClassName={s.skeletonRow}
          mainClassName={s.main}
          kindWidth="25%"
          textWidth="70%"
        />
      ) : status === 'error' ? (
        <LoadError onRetry={onRetry}>{error}</LoadError>
      ) : activities.length === 0 ? (
        <EmptyState
          icon={<Icons.Book size="lg" />}
          title="Nothing here yet"
          description="New to Plume? The guide walks through your profile, concepts and posts."
          action={
            <LinkButton href={guideHref} iconStart={<Icons.Book size="sm" />} onNavigate={onNavigate}>
              Read the User Guide
            </LinkButton>
          }
        />
      ) : (
        <ol className={bareList} aria-labelledby={titleId}>
          {activities.map((activity, index) => (
            <ActivityRow
              key={`${index}-${String(activity.createdAt)}`}
              activity={activity}
              formatDate={formatDate}
            />
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

function ActivityRow({
  activity,
  formatDate,
}: {
  activity: ActivityItem;
  formatDate: (date: Date) => string;
}) {
  const look = activityLook(activity.type);
  const date = typeof activity.createdAt === 'string' ? new Date(activity.createdAt) : activity.createdAt;
  const valid = !Number.isNaN(date.getTime());
  return (
    <li className={s.row} data-type={activity.type}>
      <span className={iconBadge({ tone: look.tone, size: 'sm' })} aria-hidden="true">
        {look.icon()}
      </span>
      <span className={s.main}>
        <span className={s.meta}>
          <span className={s.kind}>{look.label}</span>
          {valid ? (
            <time className={s.date} dateTime={date.toISOString()}>
              {formatDate(date)}
            </time>
          ) : null}
        </span>
        <span className={s.message}>{activity.message}</span>
      </span>
    </li>
  );
}
