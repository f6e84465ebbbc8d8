import { type ReactElement, useId, useState } from 'react';
import { type NavigateHandler, navigationClick } from '../../lib/navigate.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { LinkButton } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icons } from '../Icons/Icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Tabs, tabPanelProps } from '../Tabs/Tabs.tsx';
import { CarouselTrack } from './CarouselTrack.tsx';
import * as s from './LibraryCarousel.css.ts';
import { CAROUSEL_STEP_PX } from './step.ts';

/** A card of the library: a concept or a post, as a preview. */
export interface LibraryItem {
  id: string;
  title: string;
  /** Plain text, clamped to four lines. */
  text: string;
  /** A post's image; hidden when absent or when it fails to load. */
  imageUrl?: string | null;
  /** A short tag above the title, e.g. 'Mainstream'. */
  label?: string;
  /** A post the person saved: a 'Saved' badge above the title. */
  saved?: boolean;
  /** Where the card opens (its detail view): the title is a link, and the whole card answers a click. */
  href?: string;
  createdAt?: string | Date;
}

export type LibraryTab = 'concepts' | 'posts';
export type LibraryCarouselStatus = 'loading' | 'error' | 'ready';

export interface LibraryCarouselProps {
  /** `loading`: skeleton cards; `error`: `error` with a Retry; `ready`: the cards or the empty state. */
  status: LibraryCarouselStatus;
  /** The Concepts tab's cards, newest first. */
  concepts?: readonly LibraryItem[];
  /** The Posts tab's cards, newest first. */
  posts?: readonly LibraryItem[];
  /** Where each empty tab's Generate button goes (/concept-generation, /post-generation). */
  generateHrefs: Record<LibraryTab, string>;
  /** Client-side routing for the Generate links and the cards (plain left-clicks only). */
  onNavigate?: NavigateHandler;
  /** The tab shown first. Default 'concepts'. */
  defaultTab?: LibraryTab;
  /** Where the whole library opens (the app's /library): a 'See all' link beside the tabs. */
  seeAllHref?: string;
  /** The panel's heading. Default 'Content Library'. */
  title?: string;
  /** Shown when loading failed. Default "Couldn't load your library." */
  error?: string;
  /** Retry after a failed load; without it no Retry button shows. */
  onRetry?: () => void;
  /** Date of a card. Default: en-US medium date in the viewer's zone. */
  formatDate?: (date: Date) => string;
}

const tabs = [
  { key: 'concepts', label: 'Concepts' },
  { key: 'posts', label: 'Posts' },
] as const satisfies readonly { key: LibraryTab; label: string }[];

const emptyTitle: Record<LibraryTab, string> = { concepts: 'No Concepts yet!', posts: 'No Posts yet!' };
const emptyDescription: Record<LibraryTab, string> = {
  concepts: 'Five ideas per run, built from your handles and the accounts you follow.',
  posts: 'Upload a photo or describe a topic, and get a post in the style you choose.',
};
const defaultDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** SPEC §2 /dashboard: the Content Library, Concepts and Posts tabs over cards that scroll 300 px a step. */
export function LibraryCarousel({
  status,
  concepts = [],
  posts = [],
  generateHrefs,
  onNavigate,
  defaultTab = 'concepts',
  seeAllHref,
  title = 'Content Library',
  error = "Couldn't load your library.",
  onRetry,
  formatDate = (date) => defaultDate.format(date),
}: LibraryCarouselProps): ReactElement {
  const [tab, setTab] = useState<LibraryTab>(defaultTab);
  const idPrefix = useId();
  const titleId = useId();
  const items = tab === 'concepts' ? concepts : posts;
  const label = tabs.find((t) => t.key === tab)?.label ?? '';
  const { tabIndex: _tabIndex, ...panelProps } = tabPanelProps(idPrefix, tab);

  return (
    <section className={s.panel} aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <Box display="flex" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap="md">
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {seeAllHref ? (
          // The tabs and 'See all', kept together at the header's end.
          <Inline space="sm" alignY="center">
            <Tabs items={tabs} value={tab} onChange={setTab} label={title} idPrefix={idPrefix} />
            <LinkButton href={seeAllHref} variant="ghost" size="sm" onNavigate={onNavigate}>
              See all
            </LinkButton>
          </Inline>
        ) : (
          <Tabs items={tabs} value={tab} onChange={setTab} label={title} idPrefix={idPrefix} />
        )}
      </Box>
      <Stack space="sm" {...panelProps}>
        {status === 'loading' ? (
          <>
            <span role="status" className={visuallyHidden}>
              Loading your library
            </span>
            <div className={s.track} aria-hidden="true">
              <div className={s.list}>
                {Array.from({ length: 3 }, (_, index) => (
                  <div key={index} className={s.skeletonCard} data-skeleton-card="">
                    <Skeleton width="40%" height="0.75rem" />
                    <Skeleton width="80%" />
                    <Skeleton lines={3} />
                  </div>
                ))}
              </div>
            </div>
          </>
        ) : status === 'error' ? (
          <LoadError onRetry={onRetry}>{error}</LoadError>
        ) : items.length === 0 ? (
          <EmptyState
            icon={tab === 'concepts' ? <Icons.Bulb size="lg" /> : <Icons.Feather size="lg" />}
            title={emptyTitle[tab]}
            description={emptyDescription[tab]}
            action={
              <LinkButton
                href={generateHrefs[tab]}
                iconStart={<Icons.Sparkles size="sm" />}
                onNavigate={onNavigate}
              >
                Generate
              </LinkButton>
            }
          />
        ) : (
          <CarouselTrack key={tab} label={label} step={CAROUSEL_STEP_PX}>
            {items.map((item) => (
              <LibraryCard key={item.id} item={item} formatDate={formatDate} onNavigate={onNavigate} />
            ))}
          </CarouselTrack>
        )}
      </Stack>
    </section>
  );
}

function LibraryCard({
  item,
  formatDate,
  onNavigate,
}: {
  item: LibraryItem;
  formatDate: (date: Date) => string;
  onNavigate: NavigateHandler | undefined;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const titleId = useId();
  const date = item.createdAt === undefined ? null : new Date(item.createdAt);
  const showImage = Boolean(item.imageUrl) && broken !== item.imageUrl;
  return (
    <li className={item.href ? s.openableCard : s.card} aria-labelledby={titleId}>
      {showImage && item.imageUrl ? (
        <img
          className={s.image}
          src={item.imageUrl}
          alt=""
          decoding="async"
          onError={() => setBroken(item.imageUrl ?? null)}
        />
      ) : null}
      <div className={s.body}>
        {item.label || item.saved ? (
          <span>
            {item.label ? <Badge tone="brand">{item.label}</Badge> : null}
            {item.label && item.saved ? ' ' : null}
            {item.saved ? (
              <Badge tone="success" icon={<Icons.BookmarkCheck size="sm" />}>
                Saved
              </Badge>
            ) : null}
          </span>
        ) : null}
        <h3 id={titleId} className={s.cardTitle}>
          {item.href ? (
            // The link's ::after covers the card, so a tap anywhere on it opens it; one link per card.
            <a href={item.href} className={s.cardLink} onClick={navigationClick(item.href, onNavigate)}>
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </h3>
        <p className={s.text}>{item.text}</p>
        {date && !Number.isNaN(date.getTime()) ? (
          <time className={s.date} dateTime={date.toISOString()}>
            {formatDate(date)}
          </time>
        ) : null}
      </div>
    </li>
  );
}
