import { useRef, useState } from 'react';
import type { CreatedPost } from '../../../../edge/features/posts/contract.ts';
import { editPost, refinePost } from './api.ts';
import { createRefiner, type Refining } from './refiner.ts';

/**
 * Refine on a screen's post cards (refiner.ts): `onChanged` puts the refined post, or the one Undo
 * put back, into the screen's list; `onFailed` says why a refine or an Undo failed. `busy` is the
 * refine running, for the card.
 */
export function useRefine(onChanged: (post: CreatedPost) => void, onFailed: (error: unknown) => void) {
  const [busy, setBusy] = useState<Refining | null>(null);
  const deps = useRef({ refinePost, editPost, onChanged, onFailed, onBusy: setBusy });
  deps.current = { refinePost, editPost, onChanged, onFailed, onBusy: setBusy };
  // One refiner for the screen's life: its in-flight set is what turns a double click into one run.
  const [refine] = useState(() => createRefiner(() => deps.current));
  return { busy, refine };
}
