import {
  type ActivityItem,
  ActivityList,
  type ActivityListStatus,
  Columns,
  type GetStartedItem,
  GetStartedPanel,
  Icons,
  LibraryCarousel,
  type LibraryCarouselStatus,
  type LibraryItem,
  type NavigateHandler,
  ProfileCompletionCard,
  type SelectOption,
  Skeleton,
  SkeletonGroup,
  type UsageRow,
  UsageTable,
  type UsageTableStatus,
} from '@plume/ui';
import type { ReactElement } from 'react';
import { ScreenView } from '../../lib/ScreenView.tsx';
import { type SupportMessage, SupportMessageView } from '../support/SupportMessageView.tsx';

/** SPEC §2 routes of the three features, for the get-started cards and the empty library tabs. */
const FEATURE_ROUTES = {
  concepts: '/concept-generation',
  posts: '/post-generation',
  captions: '/media-captioning',
} as const;

const getStarted: GetStartedItem[] = [
  {
    title: 'Generate Concept',
    description: 'Five content ideas from your handles and the accounts you admire.',
    href: FEATURE_ROUTES.concepts,
    icon: <Icons.Bulb size="sm" />,
  },
  {
    title: 'Draft Post',
    description: 'A ready-to-post text for each photo, in the style you pick.',
    href: FEATURE_ROUTES.posts,
    icon: <Icons.Pencil size="sm" />,
  },
  {
    title: 'Caption Video',
    description: 'Captions for your clips, written for each platform.',
    href: FEATURE_ROUTES.captions,
    icon: <Icons.Video size="sm" />,
    badge: 'Coming soon',
  },
];

export type DashboardViewProps = {
  /** The profile's completion, 0–100. */
  profileCompletion: number;
  /**
   * The library's first load: whether the get-started panel shows is known only then, and it sits
   * above everything else, so one placeholder stands for the rest of the screen until it is.
   */
  holding: boolean;
  /** SPEC §2: the get-started cards, only for someone with no generations. */
  firstVisit: boolean;
  usage: {
    status: UsageTableStatus;
    rows: readonly UsageRow[];
    months: readonly SelectOption[];
    month: string;
    onMonthChange: (month: string) => void;
    error: string;
    onRetry: () => void;
  };
  library: {
    status: LibraryCarouselStatus;
    concepts: readonly LibraryItem[];
    posts: readonly LibraryItem[];
    error: string;
    onRetry: () => void;
  };
  activities: {
    status: ActivityListStatus;
    items: readonly ActivityItem[];
    onDeleteAll: () => void;
    deleting: boolean;
    /** What a failed Delete all says; the list stays as it was. */
    deleteError: string | null;
    error: string;
    onRetry: () => void;
  };
  /** The send-a-message box beside Recent Activities. */
  message: SupportMessage;
  onNavigate: NavigateHandler;
};

/** SPEC §2 /dashboard: the first screen after every sign-in. */
export function DashboardView({
  profileCompletion,
  holding,
  firstVisit,
  usage,
  library,
  activities,
  message,
  onNavigate,
}: DashboardViewProps): ReactElement {
  return (
    <ScreenView screen="dashboard">
      <ProfileCompletionCard value={profileCompletion} editHref="/user-info/true" onNavigate={onNavigate} />
      {holding ? (
        <SkeletonGroup label="Loading your dashboard…" count={1}>
          <Skeleton height="24rem" radius="lg" />
        </SkeletonGroup>
      ) : (
        <>
          {firstVisit ? <GetStartedPanel items={getStarted} onNavigate={onNavigate} /> : null}
          <UsageTable {...usage} />
          <LibraryCarousel
            {...library}
            generateHrefs={FEATURE_ROUTES}
            seeAllHref="/library"
            onNavigate={onNavigate}
          />
          <Columns template="halves" space="xl">
            <ActivityList
              {...activities}
              activities={activities.items}
              guideHref="/how-to-use"
              onNavigate={onNavigate}
            />
            {/* Its title inside the card, in line with Recent Activities beside it. */}
            <SupportMessageView message={message} title="Send us a message" headingLevel={3} />
          </Columns>
        </>
      )}
    </ScreenView>
  );
}
