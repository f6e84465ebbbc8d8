import type { UpdateProfileRequest, UserProfile } from '../../../../edge/features/profile/contract.ts';
import { type ProfileDraft, requestOf, saveErrorMessage } from './draft.ts';
import { handleErrors } from './handles.ts';

/** What a save needs from outside: the PUT, the session caches, leaving edit mode, a log. */
export type SaveDeps = {
  /** Called just before the request leaves (not when the handles already refuse it). */
  sending?: () => void;
  save: (request: UpdateProfileRequest) => Promise<UserProfile>;
  replaceProfile: (profile: UserProfile) => void;
  /** Drops the dashboard's cached activities and generations (storage.clearDashboardCache). */
  clearDashboardCache: () => void;
  leave: () => void;
  log?: (message: string, error: unknown) => void;
};

export type SaveOutcome = { saved: true } | { saved: false; message: string };

export const INVALID_HANDLES_MESSAGE =
  'Your changes are not saved yet: some handles do not fit their platform (see below).';

/** True while any row of either list would be refused by the server. */
export const hasHandleErrors = (draft: ProfileDraft): boolean =>
  Object.keys(handleErrors(draft.your_handles)).length +
    Object.keys(handleErrors(draft.related_handles)).length >
  0;

/**
 * Save on /user-info: sends first, and only once the server stored the profile does its answer
 * replace the cached `userData` (SPEC §4: dropped and reloaded from the server; the PUT answers the
 * profile as stored) and edit mode close, so read mode never shows the old profile. A stored save
 * also writes an 'Updated your profile.' activity, so the dashboard's cached activities (and the
 * generations cached beside them) are dropped and fetched again there (SPEC §4). A refused or failed
 * save changes nothing and says why; the caller keeps the draft on screen.
 */
export async function submitProfile(
  draft: ProfileDraft,
  profile: UserProfile,
  deps: SaveDeps,
): Promise<SaveOutcome> {
  if (hasHandleErrors(draft)) return { saved: false, message: INVALID_HANDLES_MESSAGE };
  let stored: UserProfile;
  deps.sending?.();
  try {
    stored = await deps.save(requestOf(draft, profile));
  } catch (caught) {
    (deps.log ?? console.error)('Profile update failed', caught);
    return { saved: false, message: saveErrorMessage(caught) };
  }
  deps.replaceProfile(stored);
  deps.clearDashboardCache();
  deps.leave();
  return { saved: true };
}
