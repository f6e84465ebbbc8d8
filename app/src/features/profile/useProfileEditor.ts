import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../../../edge/features/profile/contract.ts';
import { confirmDone } from '../../lib/feedback.ts';
import { session } from '../../session/session.ts';
import { storage } from '../../storage.ts';
import { saveProfile } from './api.ts';
import { draftOf, type ProfileDraft } from './draft.ts';
import { handleErrors } from './handles.ts';
import { submitProfile } from './save.ts';

export type SaveStatus = 'idle' | 'saving' | 'error';

/**
 * The edit form of /user-info: a draft taken from the cached profile when edit mode opens, and a
 * save (save.ts) that sends first and only leaves edit mode once the server stored it. A failed
 * save keeps the draft and says why.
 */
export function useProfileEditor(profile: UserProfile | null, editing: boolean, leave: () => void) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

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

  const save = useCallback(async () => {
    if (!draft || !profile) return;
    const outcome = await submitProfile(draft, profile, {
      sending: () => {
        setStatus('saving');
        setError(null);
      },
      save: saveProfile,
      replaceProfile: (stored) => session.replaceProfile(stored),
      clearDashboardCache: () => storage.clearDashboardCache(),
      leave,
    });
    if (!outcome.saved) {
      setStatus('error');
      setError(outcome.message);
    } else confirmDone('Profile saved');
  }, [draft, profile, leave]);

  return { draft, setDraft, status, error, errors, save };
}
