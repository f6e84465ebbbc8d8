import { useState } from 'react';
import type { UserProfile } from '../../../../edge/features/profile/contract.ts';
import type { HandleExamples } from '../../../../edge/features/sources/contract.ts';
import { confirmDone } from '../../lib/feedback.ts';
import { queryClient, useLoad } from '../../lib/query.ts';
import {
  exampleRefusal,
  examplesKey,
  examplesToSave,
  fetchHandleExamples,
  saveHandleExamples,
} from './examples.ts';

type Editing = { key: string; draft: string[]; saving: boolean; error: string | null };

/**
 * User Info's example posts: what is stored per handle (read again whenever the handle lists change),
 * and the one handle being edited at a time, saved through its own route. A refused save keeps the
 * draft and says why.
 */
export function useHandleExamples(profile: UserProfile | null) {
  const queryKey = ['profile', 'examples', profile?.your_handles, profile?.related_handles];
  const stored = useLoad(queryKey, fetchHandleExamples);
  const [editing, setEditing] = useState<Editing | null>(null);

  // A handle without examples opens with one empty box, ready for the first paste.
  const edit = (item: HandleExamples) =>
    setEditing({
      key: examplesKey(item),
      draft: item.examples.length > 0 ? [...item.examples] : [''],
      saving: false,
      error: null,
    });
  const change = (draft: string[]) => setEditing((e) => (e ? { ...e, draft } : e));
  const cancel = () => setEditing(null);

  const save = async (item: HandleExamples) => {
    if (!editing || editing.key !== examplesKey(item)) return;
    setEditing({ ...editing, saving: true, error: null });
    try {
      await saveHandleExamples({
        type: item.type,
        reference: item.reference,
        examples: examplesToSave(editing.draft),
      });
      await queryClient.invalidateQueries({ queryKey: ['profile', 'examples'] });
      setEditing(null);
      confirmDone('Examples saved');
    } catch (error) {
      setEditing((e) => (e ? { ...e, saving: false, error: exampleRefusal(error) } : e));
    }
  };

  return { items: stored.data, editing, edit, change, cancel, save };
}
