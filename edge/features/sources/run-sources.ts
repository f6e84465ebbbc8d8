import type { CachedPost } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { BudgetOptions } from '../../engines/sources/budget.ts';
import { type HandleRead, readHandles } from '../../engines/sources/read-handles.ts';
import { isReadableType } from '../../engines/sources/readers/index.ts';
import { cacheDue, cachedOf, cachedSources, purgeUnusedSources, storeReads, touchSources } from './cache.ts';

/**
 * What a concept run knows of its handles' posts (ARCHITECTURE §7b): the shared cache, with what is
 * due read again under the fetch budget. Called before the run's reservation, so reading never holds
 * money or counts against the run's database budget; it never fails the run either: a broken source,
 * a full budget or a cache error leaves that handle with its last good posts, or none.
 */

export type RunSourcesDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'config' | 'sources'>;

export interface RunSource {
  type: string;
  reference: string;
  /** One of the person's own handles (their voice), else a related one (what works for peers). */
  own: boolean;
  posts: CachedPost[];
}

interface Wanted {
  type: string;
  reference: string;
  own: boolean;
}

/** The readable handles of both lists, each once (own wins when a handle is in both). */
function wantedOf(own: readonly Wanted[], related: readonly Wanted[]): Wanted[] {
  const seen = new Map<string, Wanted>();
  for (const h of [...own, ...related]) {
    const key = `${h.type}\u0000${h.reference}`;
    if (isReadableType(h.type) && !seen.has(key)) seen.set(key, h);
  }
  return [...seen.values()];
}

export async function runSources(
  deps: RunSourcesDeps,
  handles: {
    own: ReadonlyArray<{ type: string; reference: string }>;
    related: ReadonlyArray<{ type: string; reference: string }>;
  },
  budget: BudgetOptions = {},
): Promise<RunSource[]> {
  const wanted = wantedOf(
    handles.own.map((h) => ({ ...h, own: true })),
    handles.related.map((h) => ({ ...h, own: false })),
  );
  if (wanted.length === 0) return [];
  try {
    const now = deps.clock.now();
    const cached = await cachedSources(deps.db, wanted);
    const due = deps.sources
      ? wanted.filter((h) => cacheDue(cachedOf(cached, h), now, deps.config.sourceCache.freshMs))
      : [];
    const reads: HandleRead[] =
      deps.sources && due.length > 0 ? await readHandles(deps.sources, due, budget) : [];
    const readAt = deps.clock.now();
    await storeReads(deps.db, reads, readAt);
    for (const r of reads.filter((r) => r.result.status !== 'ok' && r.result.status !== 'not-readable'))
      deps.logger.info('sources: read failed', {
        type: r.type,
        result: r.result.status,
        reason: 'reason' in r.result ? r.result.reason : '',
      });
    // Nothing read again (a warm cache): the rows already in hand are the fresh ones.
    const fresh = reads.length === 0 ? cached : await cachedSources(deps.db, wanted);
    await touchSources(
      deps.db,
      wanted.filter((h) => !due.includes(h)),
      readAt,
    );
    await purgeUnusedSources(deps.db, readAt);
    return wanted.map((h) => ({ ...h, posts: cachedOf(fresh, h)?.posts ?? [] }));
  } catch (error) {
    deps.logger.warn('sources: the cache could not be read or written; the run goes on without posts', {
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return [];
  }
}
