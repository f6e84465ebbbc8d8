import {
  Button,
  Columns,
  type ConceptFields,
  ConceptPanel,
  conceptToText,
  EmptyState,
  Inline,
  LinkButton,
  LoadError,
  type NavigateHandler,
  type PlatformPostImage,
  type PlatformVariant,
  SearchInput,
  Select,
  SelectableList,
  Skeleton,
  SkeletonGroup,
  Stack,
  Tabs,
  tabPanelProps,
} from '@plume/ui';
import type { ReactElement } from 'react';
import type { PlatformType } from '../../../../edge/contract/handles.ts';
import { measureVariant, postedText } from '../../../../edge/contract/platforms.ts';
import type { LibraryKind } from '../../../../edge/features/library/contract.ts';
import { PostCardView } from '../../lib/PostCardView.tsx';
import { ScreenView } from '../../lib/ScreenView.tsx';

/** A post as its library card shows it; `variants` empty for a post written for no named platform. */
export type LibraryPostItem = {
  id: string;
  title: string;
  saved: boolean;
  /** The first variant as posted: what a PostCard shows when there are no platform variants. */
  content: string;
  variants: PlatformVariant[];
  images: PlatformPostImage[];
  /** Its detail view (/library/posts/{id}): the card's title opens it. */
  href?: string;
};

/** A concept as the library lists it: its title in the list, the whole of it in the panel. */
export type LibraryConceptItem = { id: string; concept: ConceptFields; href?: string };

export type LibraryViewProps = {
  kind: LibraryKind;
  onKindChange: (kind: LibraryKind) => void;
  savedOnly: boolean;
  onSavedOnlyChange: (savedOnly: boolean) => void;
  /** The search as typed (the container waits for a pause before asking the server). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The first page's load for the current filter; later pages have their own state below. */
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  posts: readonly LibraryPostItem[];
  concepts: readonly LibraryConceptItem[];
  /** The concept open in the panel (the first one until a person picks another). */
  selectedConceptId: string | null;
  onSelectConcept: (id: string) => void;
  hasMore: boolean;
  onLoadMore: () => void;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** Copy: called with exactly the text to paste; a rejected promise shows no 'Copied'. */
  onCopy: (text: string) => unknown;
  /** Client-side routing for the links to each item's detail view. */
  onNavigate?: NavigateHandler;
};

const KINDS = [
  { key: 'posts', label: 'Posts' },
  { key: 'concepts', label: 'Concepts' },
] as const satisfies readonly { key: LibraryKind; label: string }[];

// A select, not a checkbox: the design system has no checkbox yet, and two choices read as well here.
const SHOW = [
  { value: 'all', label: 'Everything' },
  { value: 'saved', label: 'Saved only' },
];

const ID_PREFIX = 'library';

const measure = (platform: string, draft: { text: string; hashtags: readonly string[] }) =>
  measureVariant(platform as PlatformType, draft).length;

/** /library (beyond the SPEC's routes): every post and concept a person keeps, searched and filtered, by pages. */
export function LibraryView(props: LibraryViewProps): ReactElement {
  const { kind, onKindChange, savedOnly, onSavedOnlyChange, search, onSearchChange } = props;
  return (
    <ScreenView screen="library">
      <Stack space="md">
        <Inline space="md" alignY="center">
          <Tabs
            items={KINDS}
            value={kind}
            onChange={onKindChange}
            label="What to list"
            idPrefix={ID_PREFIX}
          />
          <Select
            label="Show"
            labelPlacement="beside"
            options={SHOW}
            value={savedOnly ? 'saved' : 'all'}
            onChange={(value) => onSavedOnlyChange(value === 'saved')}
          />
        </Inline>
        <SearchInput
          value={search}
          onChange={onSearchChange}
          label={kind === 'posts' ? 'Search posts' : 'Search concepts'}
          placeholder="Search titles and text"
        />
      </Stack>
      <div {...tabPanelProps(ID_PREFIX, kind)}>
        <Results {...props} />
      </div>
    </ScreenView>
  );
}

function Results(props: LibraryViewProps): ReactElement {
  const { status, error, onRetry, kind, posts, concepts, search, savedOnly } = props;
  if (status === 'error') return <LoadError onRetry={onRetry}>{error}</LoadError>;
  if (status === 'loading') {
    return (
      <SkeletonGroup label="Loading your library…" count={3}>
        <Skeleton height="8rem" radius="lg" />
      </SkeletonGroup>
    );
  }
  if ((kind === 'posts' ? posts.length : concepts.length) === 0) {
    const what = kind === 'posts' ? (savedOnly ? 'saved posts' : 'posts') : 'concepts';
    return search.trim() ? (
      <EmptyState title={`No ${what} match “${search.trim()}”`} description="Try other words." />
    ) : (
      <EmptyState
        title={`No ${what} yet`}
        description="What you make on Concept Generation and Post Drafting is kept here."
      />
    );
  }
  return (
    <Stack space="lg">
      {kind === 'posts' ? <PostCards {...props} /> : <Concepts {...props} />}
      <More {...props} />
    </Stack>
  );
}

function PostCards({ posts, onCopy, onNavigate }: LibraryViewProps): ReactElement {
  return (
    <Columns template="halves" space="lg">
      {posts.map((post) => (
        <PostCardView
          key={post.id}
          {...post}
          measure={measure}
          postedText={postedText}
          onCopy={(text) => onCopy(text ?? post.content)}
          headingLevel={2}
          {...(post.href ? { titleHref: post.href, onNavigate } : {})}
        />
      ))}
    </Columns>
  );
}

function Concepts({
  concepts,
  selectedConceptId,
  onSelectConcept,
  onCopy,
  onNavigate,
}: LibraryViewProps): ReactElement {
  const selected = concepts.find((c) => c.id === selectedConceptId) ?? concepts[0];
  return (
    <Columns template="listDetail" space="xl">
      <SelectableList
        label="Concepts"
        items={concepts.map((c) => ({ id: c.id, title: c.concept.Title }))}
        selectedId={selected?.id ?? null}
        onSelect={onSelectConcept}
      />
      {selected ? (
        <Stack space="sm">
          <ConceptPanel concept={selected.concept} onCopy={() => onCopy(conceptToText(selected.concept))} />
          {selected.href ? (
            <Inline space="sm">
              <LinkButton href={selected.href} variant="secondary" size="sm" onNavigate={onNavigate}>
                Open concept
              </LinkButton>
            </Inline>
          ) : null}
        </Stack>
      ) : null}
    </Columns>
  );
}

function More({ hasMore, onLoadMore, loadingMore, loadMoreError }: LibraryViewProps): ReactElement | null {
  if (loadMoreError) return <LoadError onRetry={onLoadMore}>{loadMoreError}</LoadError>;
  if (!hasMore) return null;
  return (
    <Inline space="md" align="center">
      <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
        Load more
      </Button>
    </Inline>
  );
}
