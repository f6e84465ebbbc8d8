import type { HandleItem } from '@plume/ui';
import { HANDLE_TYPES, handleProblem, normaliseHandle } from '../../../../edge/contract/handles.ts';
import type { Handle } from '../../../../edge/features/profile/contract.ts';

/** The platform choices of the HandleList, in the contract's order (the ten platforms, then a website). */
export const platformOptions = HANDLE_TYPES.map((p) => ({ value: p.type, label: p.label }));

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
