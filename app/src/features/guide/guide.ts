import { type GuideSection, guideSections } from '../../../../edge/contract/guide-sections.ts';
import type { HowToResponse, HowToTopic } from '../../../../edge/features/guide/contract.ts';

export type Guide = HowToResponse['htu'];

/** An unknown or missing `section` opens the first tab. */
export function resolveSection(raw: string | null): GuideSection {
  return guideSections.find((key) => key === raw) ?? guideSections[0];
}

/** 'Search topics...': case-insensitive substring of the topic's name, within the open tab. */
export function filterTopics(topics: readonly HowToTopic[], query: string): HowToTopic[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...topics];
  return topics.filter((topic) => topic.topic.toLocaleLowerCase().includes(needle));
}

/** `topic` in the URL is the topic's name (the profile labels link with it); an id also works. */
export function findTopic(topics: readonly HowToTopic[], raw: string | null): HowToTopic | undefined {
  if (!raw) return undefined;
  const lower = raw.toLocaleLowerCase();
  return (
    topics.find((t) => t.topic === raw) ??
    topics.find((t) => t.topic.toLocaleLowerCase() === lower) ??
    topics.find((t) => t.id === raw)
  );
}

/** What the detail panel shows: the full Markdown, or the tooltip when there is no full-info. */
export function topicBody(topic: HowToTopic): string {
  return topic['full-info'].trim() ? topic['full-info'] : topic.tooltip;
}

export type GuideParams = { section: string | null; topic: string | null };

export type GuideView = {
  section: GuideSection;
  /** The open tab's topics after the search filter. */
  visible: HowToTopic[];
  selected: HowToTopic | null;
  /** The URL the view should have (replace, not push), or null when it already matches. */
  canonical: { section: GuideSection; topic: string | null } | null;
};

/**
 * Derives the screen from the URL. A missing or unknown topic selects the tab's first topic (written
 * back to the URL) unless the person closed the detail on purpose (`closed`), which shows a hint.
 */
export function guideView(guide: Guide, params: GuideParams, query: string, closed: boolean): GuideView {
  const section = resolveSection(params.section);
  const topics = guide[section] ?? [];
  const visible = filterTopics(topics, query);
  const found = findTopic(topics, params.topic);
  const selected = found ?? (closed ? null : (topics[0] ?? null));
  const wantTopic = selected?.topic ?? null;
  const matches = params.section === section && params.topic === wantTopic;
  return { section, visible, selected, canonical: matches ? null : { section, topic: wantTopic } };
}

/** Switching tabs selects the first topic of that tab (of the filtered list while a search is on). */
export function firstTopicOf(guide: Guide, section: GuideSection, query: string): HowToTopic | null {
  const topics = guide[section] ?? [];
  return filterTopics(topics, query)[0] ?? topics[0] ?? null;
}

/** `?section=…&topic=…`, with the topic percent-encoded as SPEC §2 says ('Target%20audience', not '+'). */
export function guideSearch(section: GuideSection, topic: string | null): string {
  const base = `?section=${encodeURIComponent(section)}`;
  return topic === null ? base : `${base}&topic=${encodeURIComponent(topic)}`;
}
