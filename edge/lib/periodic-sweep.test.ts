import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { periodicSweep } from './periodic-sweep.ts';

const recordingLogger = (warnings: unknown[][]): Logger => ({
  debug: () => {},
  info: () => {},
  warn: (...args) => warnings.push(args),
  error: () => {},
});

describe('periodicSweep', () => {
  it('logs a failed run instead of throwing, and runs again on the next tick', async () => {
    const warnings: unknown[][] = [];
    let runs = 0;
    const sweep = periodicSweep(recordingLogger(warnings), 'test sweep failed', async () => {
      runs += 1;
      if (runs === 1) throw new Error('store down');
    });
    await expect(sweep()).resolves.toBeUndefined();
    await sweep();
    expect(runs).toBe(2);
    expect(warnings).toEqual([['test sweep failed', { error: 'Error: store down' }]]);
  });

  it('skips a tick that comes while the previous run is still going', async () => {
    let runs = 0;
    let finish = () => {};
    const sweep = periodicSweep(recordingLogger([]), 'test sweep failed', async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const first = sweep();
    await sweep();
    expect(runs).toBe(1);
    finish();
    await first;
    const third = sweep();
    expect(runs).toBe(2);
    finish();
    await third;
  });
});
