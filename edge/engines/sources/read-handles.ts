import { type BudgetOptions, withinBudget } from './budget.ts';
import { isReadableType, type SourceReaders } from './readers/index.ts';
import type { ReadResult } from './readers/source-reader.ts';

/**
 * One run's reading: every handle's reader under the fetch budget (budget.ts), each handle's result
 * in its place. Closed networks answer at once (no request is made); a reader that throws or runs
 * past the budget is a failed result, so the run always gets an answer for every handle.
 */

export interface HandleToRead {
  type: string;
  reference: string;
}

export type HandleRead = HandleToRead & { result: ReadResult };

export async function readHandles(
  readers: SourceReaders,
  handles: readonly HandleToRead[],
  options: BudgetOptions = {},
): Promise<HandleRead[]> {
  const results = await withinBudget(
    handles,
    (handle, signal): Promise<ReadResult> =>
      isReadableType(handle.type)
        ? readers[handle.type].read(handle.reference, signal)
        : Promise.resolve({ status: 'not-readable', reason: `${handle.type} offers no open read access` }),
    options,
  );
  return handles.map((handle, i) => {
    const outcome = results[i];
    const result: ReadResult =
      outcome?.status === 'done'
        ? outcome.value
        : outcome?.status === 'error'
          ? { status: 'failed', reason: 'the reader broke' }
          : { status: 'failed', reason: 'the fetch budget ran out' };
    return { ...handle, result };
  });
}
