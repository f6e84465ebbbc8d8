import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen.ts';

const Screen = () => null;

describe('lazyScreen', () => {
  it('resolves the module default export as the route Component', async () => {
    await expect(lazyScreen(async () => ({ default: Screen }))()).resolves.toEqual({ Component: Screen });
  });

  it('fails a chunk that does not arrive in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = lazyScreen(() => new Promise(() => {}), 1000)();
      const assertion = expect(pending).rejects.toThrow(/took too long/);
      await vi.advanceTimersByTimeAsync(1000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
