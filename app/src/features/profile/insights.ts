import { platformLabel } from '../../../../edge/contract/handles.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';
import type { HandleInsight } from '../../../../edge/features/sources/contract.ts';
import { api, call } from '../../api/client.ts';

/** GET /api/user/handles/insights: what Plume has read of each profile handle (the cache; no fetching). */
export async function fetchHandleInsights(signal: AbortSignal): Promise<HandleInsight[]> {
  const response = await call(api.user.handles.insights.$get(undefined, { init: { signal } }));
  return response.data;
}

const MINUTE = 60_000;

/** "just now", "5 min ago", "2 h ago", "3 days ago". */
export function ago(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const posts = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

/** One handle's line: what was read and when, or plainly why nothing is. */
export function insightNote(insight: HandleInsight, now: Date): string {
  const read = insight.fetched_at ? `read ${ago(insight.fetched_at, now)}` : '';
  switch (insight.status) {
    case 'closed-network':
      return `${platformLabel(insight.type)} offers no open read access`;
    case 'not-readable':
      return 'closed to logged-out readers, so not read';
    case 'not-found':
      return 'not found when last read';
    case 'not-read-yet':
      return 'not read yet: your next concept run reads it';
    case 'failed':
      return insight.posts.length > 0 && read
        ? `${posts(insight.posts.length)}, ${read}; the last read failed`
        : 'could not be read; your next concept run tries again';
    case 'ok':
      return insight.posts.length > 0 ? `${posts(insight.posts.length)}, ${read}` : `no posts yet, ${read}`;
  }
}

/** The notes of one list's rows, by index, matched to the insights by type and handle. */
export function handleNotes(
  insights: readonly HandleInsight[],
  list: HandleInsight['list'],
  handles: readonly Handle[],
  now: Date,
): Record<number, string> {
  const notes: Record<number, string> = {};
  const mine = insights.filter((i) => i.list === list);
  handles.forEach((handle, index) => {
    const insight = mine.find((i) => i.type === handle.type && i.reference === handle.reference);
    if (insight) notes[index] = insightNote(insight, now);
  });
  return notes;
}
