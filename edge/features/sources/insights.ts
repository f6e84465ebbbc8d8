import type { Db } from '../../db/client.ts';
import { isReadableType } from '../../engines/sources/readers/index.ts';
import type { User } from '../auth/session-middleware.ts';
import { cachedOf, cachedSources } from './cache.ts';
import type { HandleInsight } from './contract.ts';

/** The person's handles with what the cache holds for each; one query, no fetching. */
export async function handleInsights(db: Db, user: User): Promise<HandleInsight[]> {
  const handles = [
    ...user.yourHandles.map((h) => ({ ...h, list: 'your_handles' as const })),
    ...user.relatedHandles.map((h) => ({ ...h, list: 'related_handles' as const })),
  ];
  const cached = await cachedSources(
    db,
    handles.filter((h) => isReadableType(h.type)),
  );
  return handles.map(({ type, reference, list }) => {
    if (!isReadableType(type))
      return {
        type,
        reference,
        list,
        readable: false,
        status: 'closed-network',
        fetched_at: null,
        posts: [],
      };
    const row = cachedOf(cached, { type, reference });
    return {
      type,
      reference,
      list,
      readable: row?.status !== 'not-readable',
      status: row?.status ?? 'not-read-yet',
      fetched_at: row?.fetchedAt?.toISOString() ?? null,
      posts: row?.posts ?? [],
    };
  });
}
