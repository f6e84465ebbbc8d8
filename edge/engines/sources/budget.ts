/**
 * The per-run fetch budget (ARCHITECTURE §7b): every handle is read in parallel under a concurrency
 * cap, and the whole batch ends within `totalMs`, whatever any source does. The lead calls this
 * before a run's reservation, so fetching never holds money or counts against the run's database
 * budget; a source that runs out of time is a result ('timed-out'), not a failed run.
 */

export const FETCH_BUDGET = { totalMs: 8_000, concurrency: 6 } as const;

export type Budgeted<R> =
  | { status: 'done'; value: R }
  | { status: 'timed-out' }
  | { status: 'error'; error: unknown };

export interface BudgetOptions {
  totalMs?: number;
  concurrency?: number;
  /** The caller's own signal (the client went away): ends the batch early like the deadline. */
  signal?: AbortSignal;
}

/** Runs `task` for every item, at most `concurrency` at once, and answers by `totalMs` at the latest. */
export async function withinBudget<T, R>(
  items: readonly T[],
  task: (item: T, signal: AbortSignal) => Promise<R>,
  { totalMs = FETCH_BUDGET.totalMs, concurrency = FETCH_BUDGET.concurrency, signal }: BudgetOptions = {},
): Promise<Budgeted<R>[]> {
  const results: Budgeted<R>[] = items.map(() => ({ status: 'timed-out' }));
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), totalMs);
  const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  const ended = new Promise<void>((resolve) => {
    if (stop.aborted) resolve();
    stop.addEventListener('abort', () => resolve(), { once: true });
  });
  let next = 0;
  const worker = async () => {
    while (!stop.aborted && next < items.length) {
      const index = next++;
      try {
        const value = await task(items[index] as T, stop);
        if (!stop.aborted) results[index] = { status: 'done', value };
      } catch (error) {
        if (!stop.aborted) results[index] = { status: 'error', error };
      }
    }
  };
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, worker);
  try {
    // A task that ignores its signal cannot hold the run: the deadline answers without it.
    await Promise.race([Promise.all(workers), ended]);
  } finally {
    clearTimeout(timer);
  }
  return results;
}
