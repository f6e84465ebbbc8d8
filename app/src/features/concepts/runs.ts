import type { ConceptRunGroup } from '@plume/ui';
import type { GenerateConceptResponse } from '../../../../edge/features/concepts/contract.ts';
import type { RecentConcept } from '../../../../edge/features/library/contract.ts';
import { type Concept, type ConceptLists, listsFromRun } from './concepts.ts';

/**
 * Concepts by run (GET /api/user/generations/concepts/runs): pages of runs, newest first, each with
 * its date, its instructions and its concepts by stream. A run made on this screen goes in front of
 * them before any page is read again.
 */

/** A run as the screen keeps it: the route's shape, with concepts the screen reads as before. */
export type ConceptRun = {
  id: string;
  created_at: string;
  instructions: string;
  mainstream: readonly (Concept | RecentConcept)[];
  offstream: readonly (Concept | RecentConcept)[];
};
export type RunsPage = { data: ConceptRun[]; next_cursor: string | null };

/**
 * The run just made, from its answer: the answer names no run, so the run is known by its first
 * concept (a replayed answer then finds it already there), dated now, with the instructions sent.
 */
export function runFromAnswer(
  data: GenerateConceptResponse['data'],
  instructions: string,
  now: Date,
): ConceptRun {
  const lists = listsFromRun(data);
  const first = lists.mainstream[0] ?? lists.offstream[0];
  return {
    id: `new-${first?.id ?? now.getTime()}`,
    created_at: first?.created_at ?? now.toISOString(),
    instructions,
    ...lists,
  };
}

/** The pages with `run` in front of the first one; a run already shown is not shown twice. */
export function withNewRun(pages: readonly RunsPage[], run: ConceptRun): RunsPage[] {
  const shown = pages.some((page) => page.data.some((r) => r.id === run.id));
  if (shown) return [...pages];
  const [first, ...rest] = pages;
  return [{ data: [run, ...(first?.data ?? [])], next_cursor: first?.next_cursor ?? null }, ...rest];
}

/** Every concept shown, by stream (to find the one open in the panel). */
export function listsFromRuns(runs: readonly ConceptRun[]): ConceptLists {
  const tag = (stream: Concept['stream']) => (c: Concept | RecentConcept) => ({
    id: c.id,
    stream,
    created_at: c.created_at,
    concept: c.concept,
    // What inspired it (the run's answer and the runs list both carry it).
    sources: c.sources ?? [],
  });
  return {
    mainstream: runs.flatMap((run) => run.mainstream.map(tag('mainstream'))),
    offstream: runs.flatMap((run) => run.offstream.map(tag('offstream'))),
  };
}

/** A run's heading date in the viewer's own words and zone: 'Nov 27, 2026, 9:14 AM'. */
export function runDateLabel(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The runs as ConceptList groups them. */
export const runGroups = (runs: readonly ConceptRun[]): ConceptRunGroup[] =>
  runs.map((run) => ({
    id: run.id,
    createdAt: run.created_at,
    dateLabel: runDateLabel(run.created_at),
    instructions: run.instructions,
    mainstream: run.mainstream.map((c) => ({ id: c.id, title: c.concept.Title })),
    offstream: run.offstream.map((c) => ({ id: c.id, title: c.concept.Title })),
  }));
