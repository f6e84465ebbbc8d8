import type { LibraryItem, UsageRow } from '@plume/ui';
import type { UsageStat } from '../../../../edge/features/dashboard/contract.ts';
import type { LibraryPost } from '../../../../edge/features/library/contract.ts';
import type { RecentGenerations } from '../../storage.ts';
import { itemHref } from '../library/openItem.ts';

/** The library card (ui LibraryItem), built here so the screen passes plain data: each opens its detail view. */
export type LibraryCard = LibraryItem & { href: string; createdAt: string };

/**
 * A card shows a few lines of plain text: Markdown's marks ('## ', '**', '[text](url)', '- ') would
 * read as noise there, so they go and the words stay.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_](\S[^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const streamLabel = { mainstream: 'Mainstream', offstream: 'Offstream' } as const;

/** Mainstream and Offstream together, newest first (the API lists each stream newest first). */
export function conceptCards(generations: RecentGenerations): LibraryCard[] {
  const { mainstream, offstream } = generations.concepts_generated;
  return [...mainstream, ...offstream]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((c) => ({
      id: c.id,
      title: c.title,
      text: plainText(c.content),
      label: streamLabel[c.stream],
      href: itemHref('concepts', c.id),
      createdAt: c.created_at,
    }));
}

/**
 * The Posts tab: the library's newest posts of every source (drafted on Post Drafting, drafted with a
 * concept, saved from text), a saved one labelled Saved; each opens its detail view.
 */
export function postCards(posts: readonly LibraryPost[]): LibraryCard[] {
  return posts.map((p) => ({
    id: p.id,
    title: p.title,
    text: plainText(p.content),
    imageUrl: p.content_url,
    saved: p.saved,
    href: itemHref('posts', p.id),
    createdAt: p.created_at,
  }));
}

/** SPEC §2: the get-started panel shows while the person has no generations at all. */
export function hasGenerations(generations: RecentGenerations): boolean {
  const { mainstream, offstream } = generations.concepts_generated;
  return (
    mainstream.length +
      offstream.length +
      generations.posts_generated.length +
      generations.media_captioned.length >
    0
  );
}

/** The API's row (SPEC §3 keys) as the usage table takes it. */
export const usageRow = (stat: UsageStat): UsageRow => ({
  metric: stat.Metric,
  count: stat.Count,
  growthPercent: stat['Growth (%)'],
  trend: stat['Growth Trend'],
});
