/**
 * SPEC §2: posts and captions made in this session carry a NEW badge. "Session" is the life of the
 * page: leaving a screen and coming back still marks them, a reload does not (the server keeps no such
 * flag; `isNew` is client-only, SPEC §3).
 */
export type NewKind = 'posts' | 'media-captions';

const made: Record<NewKind, Set<string>> = { posts: new Set(), 'media-captions': new Set() };

export function markNew(kind: NewKind, ids: readonly string[]): void {
  for (const id of ids) made[kind].add(id);
}

export const isNew = (kind: NewKind, id: string): boolean => made[kind].has(id);
