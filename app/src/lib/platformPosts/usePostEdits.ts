import type { PostEdit } from '@plume/ui';
import { useCallback, useRef, useState } from 'react';
import type { CreatedPost } from '../../../../edge/features/posts/contract.ts';
import { editPost } from './api.ts';

/**
 * Saving corrections from post cards: one save at a time per post, the answer handed to `onSaved`
 * (the screen puts it in its list or cache), a failure to `onFailed` and rethrown, so the card's
 * editor stays open with the draft.
 */
export function usePostEdits(onSaved: (post: CreatedPost) => void, onFailed: (error: unknown) => void) {
  const [savingId, setSavingId] = useState<string | null>(null);
  const handlers = useRef({ onSaved, onFailed });
  handlers.current = { onSaved, onFailed };

  const edit = useCallback(async (id: string, change: PostEdit): Promise<void> => {
    setSavingId(id);
    try {
      handlers.current.onSaved(await editPost(id, change));
    } catch (error) {
      console.error(error);
      handlers.current.onFailed(error);
      throw error;
    } finally {
      setSavingId(null);
    }
  }, []);

  return { savingId, edit };
}
