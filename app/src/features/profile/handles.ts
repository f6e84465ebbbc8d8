import type { HandleItem } from '@plume/ui';
import { handleProblem, normaliseHandle, PLATFORMS } from '../../../../edge/contract/handles.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';
import type { HandlePair } from '../../storage.ts';

/** The platform choices of the HandleList, in the contract's order. */
export const platformOptions = PLATFORMS.map((p) => ({ value: p.type, label: p.label }));

/**
 * The sample entry the `handles` and `relatedHandles` keys are seeded with (SPEC §3). It is shown as
 * an example while a list is empty and is never saved or sent.
 */
export const SAMPLE_HANDLE: HandlePair = { platform: 'instagram', handle: 'plume.studio' };

export const isSampleList = (list: readonly HandlePair[] | null): boolean =>
  list?.length === 1 &&
  list[0]?.platform === SAMPLE_HANDLE.platform &&
  list[0]?.handle === SAMPLE_HANDLE.handle;

/** The one normaliser (shared with the edge): trim, drop a leading @, reduce a pasted profile URL. */
export const normalise = (platform: string, handle: string): string => normaliseHandle(platform, handle);

/** Wire → client (SPEC §3: `{type, reference}` on the wire, a handle/platform pair in the client). */
export const fromWire = (handles: readonly Handle[]): HandleItem[] =>
  handles.map((h) => ({ platform: h.type, handle: h.reference }));

/** Client → wire: normalised, type lowercase; rows left blank are dropped, not sent. */
export const toWire = (items: readonly HandleItem[]): Handle[] =>
  items
    .map((item) => ({ type: item.platform.toLowerCase(), reference: normalise(item.platform, item.handle) }))
    .filter((h) => h.reference !== '');

/** The rows the server would refuse, by index, with the sentence that says what fits. */
export function handleErrors(items: readonly HandleItem[]): Record<number, string> {
  const errors: Record<number, string> = {};
  items.forEach((item, index) => {
    const reference = normalise(item.platform, item.handle);
    if (reference === '') return; // a blank row is dropped on save
    const problem = handleProblem(item.platform.toLowerCase(), reference);
    if (problem) errors[index] = problem;
  });
  return errors;
}

/** The local-storage mirror of a server list: the list itself, or the seeded sample while it is empty. */
export const mirrorOf = (handles: readonly Handle[]): HandlePair[] =>
  handles.length > 0 ? fromWire(handles) : [SAMPLE_HANDLE];
