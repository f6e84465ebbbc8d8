import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../../../edge/features/profile/contract.ts';
import { session } from '../../session/session.ts';
import { storage } from '../../storage.ts';
import { saveProfile } from './api.ts';
import { draftOf, type ProfileDraft, requestOf, saveErrorMessage } from './draft.ts';
import { handleErrors, mirrorOf } from './handles.ts';

export type SaveStatus = 'idle' | 'saving' | 'error';

/** The server's lists are the truth; the `handles` and `relatedHandles` keys mirror them. */
function mirrorHandles(profile: UserProfile) {
  storage.handles.set(mirrorOf(profile.your_handles));
  storage.relatedHandles.set(mirrorOf(profile.related_handles));
}

/**
 * The edit form of /user-info: a draft taken from the cached profile when edit mode opens, a save
 * that sends first and only leaves edit mode once the server stored it, then reloads `userData`.
 * A failed save keeps the draft and says why.
 */
export function useProfileEditor(profile: UserProfile | null, editing: boolean, leave: () => void) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (profile) mirrorHandles(profile);
  }, [profile]);

  // A new draft each time edit mode opens; none outside it (so Back drops unsaved edits).
  useEffect(() => {
    if (!editing) {
      setDraft(null);
      setStatus('idle');
      setError(null);
    } else if (profile) {
      setDraft((current) => current ?? draftOf(profile));
    }
  }, [editing, profile]);

  const errors = {
    your_handles: draft ? handleErrors(draft.your_handles) : {},
    related_handles: draft ? handleErrors(draft.related_handles) : {},
  };
  const invalid = Object.keys(errors.your_handles).length + Object.keys(errors.related_handles).length > 0;

  const save = useCallback(async () => {
    if (!draft || !profile) return;
    if (invalid) {
      setStatus('error');
      setError('Your changes are not saved yet: some handles do not fit their platform (see below).');
      return;
    }
    setStatus('saving');
    setError(null);
    try {
      await saveProfile(requestOf(draft, profile));
    } catch (caught) {
      console.error('Profile update failed', caught);
      setStatus('error');
      setError(saveErrorMessage(caught));
      return;
    }
    leave();
    // SPEC §4: the cached profile is replaced by a fresh read from the server.
    await session.ensure({ force: true });
  }, [draft, profile, invalid, leave]);

  return { draft, setDraft, status, error, errors, save };
}
