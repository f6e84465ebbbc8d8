import {
  Button,
  Columns,
  type ConceptFields,
  ConceptPanel,
  type ConceptSourceLink,
  EmptyState,
  ErrorBanner,
  Icons,
  Inline,
  LinkButton,
  LoadError,
  type NavigateHandler,
  PageHeader,
  PostImages,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@plume/ui';
import type { ReactElement } from 'react';
import type { LibraryKind } from '../../../../edge/features/library/contract.ts';
import { type PostCardActions, type PostCardState, PostCardView } from '../../lib/PostCardView.tsx';
import type { LibraryPostItem } from './LibraryView.tsx';

/** A post as its detail view shows it: the library's card data and the state of its actions. */
export type LibraryPostDetail = LibraryPostItem & PostCardState;

/** A concept in full, with the read posts that inspired it. */
export type LibraryConceptDetail = { id: string; concept: ConceptFields; sources: ConceptSourceLink[] };

export type LibraryItemDetail =
  | { kind: 'posts'; post: LibraryPostDetail }
  | { kind: 'concepts'; concept: LibraryConceptDetail };

/** What a failed correction, refine or share says (402 adds Recharge Now). */
export type LibraryItemProblem = { message: string; outOfCredits: boolean };

export type LibraryItemViewProps = {
  /** The kind the address names: the heading while the item loads. */
  kind: LibraryKind;
  /** `missing`: no such item (deleted, or never the person's). */
  status: 'loading' | 'error' | 'missing' | 'ready';
  error: string | null;
  onRetry: () => void;
  item: LibraryItemDetail | null;
  /** Where Back goes: the list the item was opened from (the dashboard or /library). */
  back: { href: string; label: string };
  onNavigate: NavigateHandler;
  problem: LibraryItemProblem | null;
  onDismissProblem: () => void;
  /** Hides the item at once and goes back; the toast offers Undo before anything is deleted. */
  onDelete: () => void;
} & PostCardActions;

const HEADINGS = {
  posts: {
    title: 'Post',
    description: 'Every platform’s text and each image’s alt text. Edit, refine, copy, share or delete it.',
  },
  concepts: {
    title: 'Concept',
    description: 'The whole concept, with the posts that inspired it. Copy, download or delete it.',
  },
} as const satisfies Record<LibraryKind, { title: string; description: string }>;

/**
 * /library/{kind}/{id} (beyond the SPEC's routes): one item of the library opened from its card. A post
 * shows every platform variant on the post card's tabs, with edit, Refine, copy, share and delete, and
 * its images with their alt texts; a concept its full content with copy, download and delete.
 */
export function LibraryItemView(props: LibraryItemViewProps): ReactElement {
  const { kind, back, onNavigate, problem, onDismissProblem } = props;
  return (
    <Stack space="lg">
      <Inline space="sm">
        <LinkButton
          href={back.href}
          variant="ghost"
          size="sm"
          iconStart={<Icons.ArrowLeft size="sm" />}
          onNavigate={onNavigate}
        >
          {back.label}
        </LinkButton>
      </Inline>
      <PageHeader title={HEADINGS[kind].title} description={HEADINGS[kind].description} />
      {problem ? (
        <ErrorBanner
          {...(problem.outOfCredits ? { rechargeHref: '/wallet-recharge' } : {})}
          onNavigate={onNavigate}
          onDismiss={onDismissProblem}
        >
          {problem.message}
        </ErrorBanner>
      ) : null}
      <Body {...props} />
    </Stack>
  );
}

function Body(props: LibraryItemViewProps): ReactElement {
  const { status, error, onRetry, item, kind, back, onNavigate } = props;
  if (status === 'error') return <LoadError onRetry={onRetry}>{error}</LoadError>;
  if (status === 'missing' || (status === 'ready' && !item)) {
    return (
      <EmptyState
        title={kind === 'posts' ? 'This post is no longer here' : 'This concept is no longer here'}
        description="It was deleted, or the link is not one of yours."
        action={
          <LinkButton href={back.href} onNavigate={onNavigate}>
            {back.label}
          </LinkButton>
        }
      />
    );
  }
  if (status === 'loading' || !item) {
    return (
      <SkeletonGroup label={kind === 'posts' ? 'Loading the post…' : 'Loading the concept…'} count={1}>
        <Skeleton height="20rem" radius="lg" />
      </SkeletonGroup>
    );
  }
  return item.kind === 'posts' ? (
    <PostDetail {...props} post={item.post} />
  ) : (
    <ConceptDetail {...props} concept={item.concept} />
  );
}

function PostDetail({
  post,
  measure,
  postedText,
  onCopy,
  onDownload,
  onDelete,
  onEdit,
  onShare,
  refine,
}: LibraryItemViewProps & { post: LibraryPostDetail }): ReactElement {
  const actions = { measure, postedText, onCopy, onDownload, onDelete, onEdit, onShare, refine };
  return (
    <Columns template="halves" space="xl">
      <PostCardView {...post} {...actions} headingLevel={2} />
      <PostImages images={post.images} />
    </Columns>
  );
}

function ConceptDetail({
  concept,
  onCopy,
  onDownload,
  onDelete,
}: LibraryItemViewProps & { concept: LibraryConceptDetail }): ReactElement {
  return (
    <Stack space="md">
      <ConceptPanel
        concept={concept.concept}
        sources={concept.sources}
        onCopy={() => onCopy()}
        onDownload={onDownload}
      />
      <Inline space="sm">
        <Button variant="danger" size="sm" iconStart={<Icons.Trash size="sm" />} onClick={onDelete}>
          Delete concept
        </Button>
      </Inline>
    </Stack>
  );
}
