import { platformLabel } from '../../../../edge/contract/handles.ts';
import type {
  ConceptBody,
  ConceptItem,
  ConceptSource,
  ConceptStream,
  GenerateConceptResponse,
  GeneratedPost,
} from '../../../../edge/features/concepts/contract.ts';
import type { RecentConceptsResponse } from '../../../../edge/features/library/contract.ts';
import type { CreatedPost } from '../../../../edge/features/posts/contract.ts';

/** A concept as the screen keeps it: the run's answer and the recent list read the same way. */
export type Concept = {
  id: string;
  stream: ConceptStream;
  created_at: string;
  concept: ConceptBody;
  /** The read posts that inspired it. */
  sources: ConceptSource[];
};
export type ConceptLists = Record<ConceptStream, Concept[]>;

export const emptyLists = (): ConceptLists => ({ mainstream: [], offstream: [] });

const tag =
  (stream: ConceptStream) =>
  (item: ConceptItem): Concept => ({
    id: item.id,
    stream,
    created_at: item.created_at,
    concept: item.concept,
    // Lists cached before concepts had sources have none.
    sources: item.sources ?? [],
  });

export function listsFromRecent(data: RecentConceptsResponse['data']): ConceptLists {
  return {
    mainstream: data.concepts_generated.mainstream.map(tag('mainstream')),
    offstream: data.concepts_generated.offstream.map(tag('offstream')),
  };
}

export function listsFromRun(data: GenerateConceptResponse['data']): ConceptLists {
  return {
    mainstream: data.mainstream.map(tag('mainstream')),
    offstream: data.offstream.map(tag('offstream')),
  };
}

/** SPEC §4: a run's results go in front of the lists; an id already shown is not repeated. */
export function prependConcepts(current: ConceptLists, fresh: ConceptLists): ConceptLists {
  const merge = (older: Concept[], newer: Concept[]) => {
    const ids = new Set(newer.map((c) => c.id));
    return [...newer, ...older.filter((c) => !ids.has(c.id))];
  };
  return {
    mainstream: merge(current.mainstream, fresh.mainstream),
    offstream: merge(current.offstream, fresh.offstream),
  };
}

/** The same rule for the Generated Posts list. */
export function prependPosts(current: GeneratedPost[], fresh: GeneratedPost[]): GeneratedPost[] {
  const ids = new Set(fresh.map((p) => p.id));
  return [...fresh, ...current.filter((p) => !ids.has(p.id))];
}

/**
 * "Inspired by" links: whose post each is — the handle and its network, or a website's host name
 * (its reference is the whole address).
 */
export const sourceLinks = (sources: readonly ConceptSource[]) =>
  sources.map(({ url, type, reference }) => ({
    url,
    label: type === 'website' ? hostOf(reference) : `${reference} on ${platformLabel(type)}`,
  }));

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** A post of the Generated Posts list as copy and download hand it over. */
export const postText = (post: Pick<GeneratedPost, 'title' | 'content'>): string =>
  `${post.title}\n\n${post.content.trim()}`;

/** A post corrected on its card: its title, text and variants as now stored; its concept and saved state stay. */
export const withEditedPost = (current: GeneratedPost[], edited: CreatedPost): GeneratedPost[] =>
  current.map((p) =>
    p.id === edited.id
      ? { ...p, title: edited.title, content: edited.content, variants: edited.variants }
      : p,
  );
