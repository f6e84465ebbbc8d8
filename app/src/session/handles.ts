import type { Handle, UserProfile } from '../../../edge/features/profile/contract.ts';
import type { AppStorage, HandlePair } from '../storage.ts';

/**
 * The sample entry the `handles` and `relatedHandles` keys are seeded with (SPEC §3). It is shown as
 * an example while a list is empty and is never saved or sent.
 */
export const SAMPLE_HANDLE: HandlePair = { platform: 'instagram', handle: 'plume.studio' };

export const isSampleList = (list: readonly HandlePair[] | null): boolean =>
  list?.length === 1 &&
  list[0]?.platform === SAMPLE_HANDLE.platform &&
  list[0]?.handle === SAMPLE_HANDLE.handle;

/** The local-storage mirror of a server list: the list itself, or the seeded sample while it is empty. */
export const mirrorOf = (handles: readonly Handle[]): HandlePair[] =>
  handles.length > 0 ? handles.map((h) => ({ platform: h.type, handle: h.reference })) : [SAMPLE_HANDLE];

/**
 * The server's lists are the truth; the `handles` and `relatedHandles` keys mirror them each time a
 * profile arrives, so any screen (the generation screens too) reads them without opening /user-info.
 */
export function mirrorHandles(store: AppStorage, profile: UserProfile): void {
  // A `userData` cached by an older build may lack the lists: leave the keys alone rather than crash.
  const { your_handles: yours, related_handles: related } = profile as Partial<UserProfile>;
  if (Array.isArray(yours)) store.handles.set(mirrorOf(yours));
  if (Array.isArray(related)) store.relatedHandles.set(mirrorOf(related));
}
