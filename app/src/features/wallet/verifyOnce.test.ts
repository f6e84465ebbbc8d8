import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../edge/features/profile/contract.ts';
import { ApiError } from '../../api/client.ts';
import { createStorage, memoryStorage } from '../../storage.ts';
import { withDashboardCache } from '../dashboard/cache.fixture.ts';
import { verificationFailure, verifyErrors } from './api.ts';
import { resetVerifications, verifyOnce } from './verifyOnce.ts';

afterEach(resetVerifications);

/** A signed-in tab with $1.00 and the dashboard's lists cached, as the dashboard left them. */
function cachedTab() {
  const store = withDashboardCache(createStorage(memoryStorage(), memoryStorage()));
  store.userData.set({ email: 'ada@example.com', current_balance: 1 } as UserProfile);
  return store;
}

describe('verifyOnce', () => {
  it('asks the server once per session id however often a screen mounts', async () => {
    const verify = vi.fn(async () => ({ message: 'ok', balanceCents: 1000 }));
    const store = cachedTab();
    const [a, b] = await Promise.all([verifyOnce('cs_1', verify, store), verifyOnce('cs_1', verify, store)]);
    await verifyOnce('cs_1', verify, store);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
  });

  it('keeps separate sessions apart', async () => {
    const verify = vi.fn(async (id: string) => ({ message: id, balanceCents: null }));
    const store = cachedTab();
    await verifyOnce('cs_1', verify, store);
    await verifyOnce('cs_2', verify, store);
    expect(verify.mock.calls.map(([id]) => id)).toEqual(['cs_1', 'cs_2']);
  });
});

describe('after a verification', () => {
  it("puts the server's balance in the wallet and drops the dashboard's cached activities and generations", async () => {
    // The credit wrote a 'recharge' activity the dashboard lists: its cache must be fetched again.
    const store = cachedTab();
    await verifyOnce('cs_1', async () => ({ message: 'ok', balanceCents: 600 }), store);
    expect(store.userData.get()?.current_balance).toBe(6);
    expect(store.activities.get()).toBeNull();
    expect(store.generations.get()).toBeNull();
  });

  it('keeps the balance and every cache when the verification failed', async () => {
    const store = cachedTab();
    const refused = new ApiError(409, 'This payment has not completed yet.');
    await expect(
      verifyOnce(
        'cs_1',
        async () => {
          throw refused;
        },
        store,
      ),
    ).rejects.toBe(refused);
    expect(store.userData.get()?.current_balance).toBe(1);
    expect(store.activities.get()).toHaveLength(1);
    expect(store.generations.get()).not.toBeNull();
  });
});

describe('verificationFailure (SPEC §8)', () => {
  it('shows the server’s message when it sent one', () => {
    const error = new ApiError(409, 'This payment has not completed yet.', undefined, undefined, {
      serverMessage: true,
    });
    expect(verificationFailure(error)).toBe('This payment has not completed yet.');
  });

  it('falls back to the two SPEC messages', () => {
    expect(verificationFailure(new ApiError(502, '502 Bad Gateway'))).toBe(verifyErrors.failed);
    expect(verificationFailure(new TypeError('Failed to fetch'))).toBe(verifyErrors.other);
  });
});
