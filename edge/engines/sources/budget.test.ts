import { describe, expect, it } from 'vitest';
import { withinBudget } from './budget.ts';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

describe('withinBudget', () => {
  it('reads every handle, never more than the cap at once, each result in its place', async () => {
    let running = 0;
    let most = 0;
    const results = await withinBudget(
      [1, 2, 3, 4, 5, 6, 7],
      async (n) => {
        running++;
        most = Math.max(most, running);
        await wait(5);
        running--;
        if (n === 3) throw new Error('feed broke');
        return n * 10;
      },
      { concurrency: 3, totalMs: 2_000 },
    );
    expect(most).toBe(3);
    expect(results.map((r) => (r.status === 'done' ? r.value : r.status))).toEqual([
      10,
      20,
      'error',
      40,
      50,
      60,
      70,
    ]);
  });

  it('answers by the deadline even when a source ignores its signal, and stops the ones that listen', async () => {
    const aborted: number[] = [];
    const started = Date.now();
    const results = await withinBudget(
      [0, 1, 2, 3],
      async (n, signal) => {
        signal.addEventListener('abort', () => aborted.push(n));
        if (n === 0) return 'quick';
        if (n === 1) return new Promise<string>(() => {}); // never settles, ignores the signal
        await wait(10_000, signal);
        return 'too late';
      },
      { concurrency: 2, totalMs: 60 },
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(results.map((r) => r.status)).toEqual(['done', 'timed-out', 'timed-out', 'timed-out']);
    expect(aborted).toContain(2);
    // Item 3 never started: the cap was full until the deadline.
    expect(aborted).not.toContain(3);
  });

  it('ends early when the caller’s own signal does', async () => {
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 20);
    const results = await withinBudget(['a'], (_, signal) => wait(10_000, signal).then(() => 'x'), {
      signal: caller.signal,
    });
    expect(results).toEqual([{ status: 'timed-out' }]);
  });

  it('answers at once for no handles', async () => {
    expect(await withinBudget([], async () => 1)).toEqual([]);
  });
});
