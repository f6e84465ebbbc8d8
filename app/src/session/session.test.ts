import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { call, createApiClient } from '../api/client.ts';
import { createStorage, memoryStorage } from '../storage.ts';
import { isSampleList, mirrorOf, SAMPLE_HANDLE } from './handles.ts';
import { createSession } from './session.ts';

const profile = {
  email: 'ada@example.com',
  current_balance: 4.5,
  profile_completion: 40,
  your_handles: [{ type: 'instagram', reference: 'ada.bakes' }],
  related_handles: [],
} as unknown as UserProfile;

/** A fetch the test answers when it chooses, to order two of them. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

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

describe('a page served without a session cookie (edge/static.ts marks it)', () => {
  function signedOutPage() {
    const storage = createStorage(memoryStorage(), memoryStorage());
    const fetch = vi.fn(async () => profile);
    // The real wiring passes the API client's handleUnauthorized: what a 401 would have done.
    const forget = vi.fn(() => storage.clearSession());
    const session = createSession({
      storage,
      fetchUserInfo: fetch,
      logout: async () => {},
      loadedSignedOut: true,
      forget,
    });
    return { storage, fetch, forget, session };
  }

  it('answers the start-up check as a visitor without fetching, forgetting what the tab had cached', async () => {
    const { storage, fetch, forget, session } = signedOutPage();
    storage.userData.set(profile);
    storage.user.set(profile.email);
    storage.visited.set(true);
    await Promise.all([session.ensure(), session.ensure()]);
    await session.ensure();
    expect(fetch).not.toHaveBeenCalled();
    expect(forget).toHaveBeenCalledTimes(1);
    expect(storage.userData.get()).toBeNull();
    expect(session.status).toBe('ready');
    expect(session.facts()).toMatchObject({ signedIn: false, storedUser: false, failed: false });
  });

  it('still fetches after a sign-in in the same tab: the page predates the cookie', async () => {
    const { storage, fetch, session } = signedOutPage();
    await session.ensure();
    await session.ensure({ force: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.userData.get()).toEqual(profile);
  });

  it('lets a sign-in that comes first fetch at once', async () => {
    const { fetch, forget, session } = signedOutPage();
    await session.ensure({ force: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(forget).not.toHaveBeenCalled();
  });
});

describe('the cached profile after a change', () => {
  it('a forced ensure starts a fresh fetch instead of sharing one already running', async () => {
    const older = deferred<UserProfile>();
    const newer = deferred<UserProfile>();
    const answers = [older.promise, newer.promise];
    const { session, storage, fetch } = setup(() => answers.shift() ?? Promise.reject(new Error('extra')));
    const first = session.ensure();
    const forced = session.ensure({ force: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    // The fetch that left first answers last, with what the server held before the change.
    newer.resolve({ ...profile, name: 'After' } as UserProfile);
    await forced;
    older.resolve({ ...profile, name: 'Before' } as UserProfile);
    await first;
    expect(storage.userData.get()).toMatchObject({ name: 'After' });
    expect(session.status).toBe('ready');
  });

  it('takes a saved profile at once, and a fetch that left before the save cannot overwrite it', async () => {
    const before = deferred<UserProfile>();
    const { session, storage } = setup(() => before.promise);
    storage.userData.set({ ...profile, name: 'Old' } as UserProfile);
    const running = session.ensure({ force: true });
    session.replaceProfile({ ...profile, name: 'Saved' } as UserProfile);
    expect(storage.userData.get()).toMatchObject({ name: 'Saved' });
    expect(session.status).toBe('ready');
    before.resolve({ ...profile, name: 'Old' } as UserProfile);
    await running;
    expect(storage.userData.get()).toMatchObject({ name: 'Saved' });
  });

  it('a failure of a superseded fetch does not mark the session failed', async () => {
    const older = deferred<UserProfile>();
    let calls = 0;
    const { session } = setup(() => {
      calls += 1;
      return calls === 1 ? older.promise : Promise.resolve(profile);
    });
    const first = session.ensure();
    await session.ensure({ force: true });
    older.resolve(Promise.reject(new TypeError('Failed to fetch')) as unknown as UserProfile);
    await first;
    expect(session.facts().failed).toBe(false);
  });
});

describe('the handles and relatedHandles keys', () => {
  it('mirror the server lists whenever user info is loaded, the sample standing in for an empty one', async () => {
    const { session, storage } = setup(async () => profile);
    await session.ensure();
    expect(storage.handles.get()).toEqual([{ platform: 'instagram', handle: 'ada.bakes' }]);
    expect(storage.relatedHandles.get()).toEqual([SAMPLE_HANDLE]);
  });

  it('follow a saved profile', () => {
    const { session, storage } = setup(async () => profile);
    session.replaceProfile({
      ...profile,
      your_handles: [],
      related_handles: [{ type: 'x', reference: 'bob' }],
    } as UserProfile);
    expect(storage.handles.get()).toEqual([SAMPLE_HANDLE]);
    expect(storage.relatedHandles.get()).toEqual([{ platform: 'x', handle: 'bob' }]);
  });

  it('come back from the cached profile when they went missing and no fetch is needed', async () => {
    const { session, storage, fetch } = setup(async () => profile);
    storage.userData.set(profile);
    storage.visited.set(true);
    await session.ensure();
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.handles.get()).toEqual([{ platform: 'instagram', handle: 'ada.bakes' }]);
    expect(storage.relatedHandles.get()).toEqual([SAMPLE_HANDLE]);
  });

  it('are left alone by a cached profile without lists (an older build wrote it)', async () => {
    const { session, storage } = setup(async () => profile);
    storage.userData.set({ email: 'ada@example.com' } as UserProfile);
    storage.visited.set(true);
    await session.ensure();
    expect(storage.handles.get()).toBeNull();
    expect(session.status).toBe('ready');
  });

  it('are cleared with the session on logout', async () => {
    const { session, storage } = setup(async () => profile);
    await session.ensure();
    await session.logout();
    expect(storage.handles.get()).toBeNull();
    expect(storage.relatedHandles.get()).toBeNull();
  });

  it('mark the seeded sample so it is shown as an example and never sent', () => {
    expect(isSampleList(mirrorOf([]))).toBe(true);
    expect(isSampleList(mirrorOf([{ type: 'x', reference: 'ada' }]))).toBe(false);
  });
});
