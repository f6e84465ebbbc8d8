import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { call, createApiClient } from '../api/client.ts';
import { createStorage, memoryStorage } from '../storage.ts';
import { createSession } from './session.ts';

const profile = { email: 'ada@example.com', current_balance: 4.5, profile_completion: 40 } as UserProfile;

function setup(fetchUserInfo: () => Promise<UserProfile>) {
  const storage = createStorage(memoryStorage(), memoryStorage());
  const logout = vi.fn(async () => {});
  const log = vi.fn();
  const fetch = vi.fn(fetchUserInfo);
  return {
    storage,
    fetch,
    logout,
    log,
    session: createSession({ storage, fetchUserInfo: fetch, logout, log }),
  };
}

describe('start-up session', () => {
  it('fetches user info once and caches userData, user and visited', async () => {
    const { session, storage, fetch } = setup(async () => profile);
    await Promise.all([session.ensure(), session.ensure()]);
    await session.ensure();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.userData.get()).toEqual(profile);
    expect(storage.user.get()).toBe('ada@example.com');
    expect(storage.visited.get()).toBe(true);
    expect(session.facts()).toMatchObject({ signedIn: true, storedUser: true, failed: false });
  });

  it('skips the fetch when the tab already visited', async () => {
    const { session, storage, fetch } = setup(async () => profile);
    storage.userData.set(profile);
    storage.visited.set(true);
    await session.ensure();
    expect(fetch).not.toHaveBeenCalled();
    expect(session.status).toBe('ready');
  });

  it('treats a 401 as a visitor, its cached keys cleared by the API client alone', async () => {
    const storage = createStorage(memoryStorage(), memoryStorage());
    // The real wiring: the client's onUnauthorized is the one place that clears (SPEC §4 "Any 401").
    const onUnauthorized = vi.fn(() => storage.clearSession());
    const client = createApiClient({
      fetch: async () => Response.json({ success: false, message: 'Not signed in.' }, { status: 401 }),
      onUnauthorized,
    });
    const clearSession = vi.spyOn(storage, 'clearSession');
    const session = createSession({
      storage,
      fetchUserInfo: async () => (await call(client.api.user.info.$get())).data,
      logout: async () => {},
    });
    storage.user.set('old@example.com');
    storage.visited.set(true);
    await session.ensure();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(storage.user.get()).toBeNull();
    expect(storage.visited.get()).toBeNull();
    expect(session.status).toBe('ready');
    expect(session.facts()).toEqual({ signedIn: false, storedUser: false, failed: false });
  });

  it('remembers a failure other than 401 without signing anyone out, and retries next time', async () => {
    let calls = 0;
    const { session, storage } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return profile;
    });
    storage.user.set('ada@example.com');
    await session.ensure();
    expect(session.facts().failed).toBe(true);
    expect(session.error).toBeInstanceOf(TypeError);
    expect(storage.user.get()).toBe('ada@example.com');
    await session.ensure();
    expect(session.facts()).toMatchObject({ signedIn: true, failed: false });
  });

  it('logs out: calls the endpoint, then clears the session even when the call fails', async () => {
    const { session, storage, logout, log } = setup(async () => profile);
    await session.ensure();
    logout.mockRejectedValueOnce(new Error('offline'));
    await session.logout();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Logout failed', expect.any(Error));
    expect(storage.userData.get()).toBeNull();
    expect(storage.user.get()).toBeNull();
  });
});
