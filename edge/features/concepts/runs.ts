import { and, desc, eq, exists, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { concepts, generations, posts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { RecentConcept } from '../library/contract.ts';
import { toRecentConcept } from '../library/recent.ts';
import { readPosts } from '../posts/store.ts';
import { BAD_CURSOR, CONCEPT_RUNS_PER_PAGE } from './contract.ts';

/**
 * Concepts grouped by the run that made them, newest run first, paged by a keyset cursor on
 * (created_at, id) so a page never repeats or skips a run while new ones are added. Three statements
 * a page: the runs, their concepts, and those concepts' posts.
 */
export interface ConceptRun {
  id: string;
  created_at: string;
  instructions: string;
  mainstream: RecentConcept[];
  offstream: RecentConcept[];
}

type Cursor = { at: string; id: string };

const encode = (cursor: Cursor) => btoa(JSON.stringify([cursor.at, cursor.id])).replace(/=+$/, '');

function decode(raw: string): Cursor {
  try {
    const [at, id] = JSON.parse(atob(raw)) as unknown[];
    if (
      typeof at === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      /^[0-9a-f-]{36}$/.test(id)
    )
      return { at, id };
  } catch {}
  throw new AppError(400, BAD_CURSOR, 'bad_cursor');
}

export async function conceptRuns(
  db: Db,
  userId: string,
  cursor: string | undefined,
): Promise<{ data: ConceptRun[]; next_cursor: string | null }> {
  const after = cursor === undefined ? undefined : decode(cursor);
  const runs = await db
    .select({
      id: generations.id,
      createdAt: generations.createdAt,
      instructions: sql<string>`coalesce(${generations.input}->>'additional_instructions', '')`,
    })
    .from(generations)
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.kind, 'concepts'),
        eq(generations.status, 'succeeded'),
        // A run whose concepts were all deleted is no group any more.
        exists(db.select({ one: sql`1` }).from(concepts).where(eq(concepts.generationId, generations.id))),
        after === undefined
          ? undefined
          : or(
              lt(generations.createdAt, new Date(after.at)),
              and(eq(generations.createdAt, new Date(after.at)), lt(generations.id, after.id)),
            ),
      ),
    )
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(CONCEPT_RUNS_PER_PAGE + 1);
  const page = runs.slice(0, CONCEPT_RUNS_PER_PAGE);
  if (page.length === 0) return { data: [], next_cursor: null };
  const ids = page.map((r) => r.id);
  const rows = await db
    .select()
    .from(concepts)
    .where(and(eq(concepts.userId, userId), inArray(concepts.generationId, ids)))
    .orderBy(desc(concepts.seq));
  const conceptPosts = await readPosts(
    db,
    and(
      eq(posts.userId, userId),
      eq(posts.source, 'concept'),
      inArray(
        posts.conceptId,
        rows.map((r) => r.id),
      ),
    ),
  );
  const postOf = new Map(conceptPosts.map((p) => [p.conceptId, p]));
  const data = page.map((run) => {
    const mine = rows
      .filter((r) => r.generationId === run.id)
      .map((r) => toRecentConcept(r, postOf.get(r.id)));
    return {
      id: run.id,
      created_at: run.createdAt.toISOString(),
      instructions: run.instructions,
      mainstream: mine.filter((c) => c.stream === 'mainstream'),
      offstream: mine.filter((c) => c.stream === 'offstream'),
    };
  });
  const last = page.at(-1);
  return {
    data,
    next_cursor:
      runs.length > CONCEPT_RUNS_PER_PAGE && last
        ? encode({ at: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}
