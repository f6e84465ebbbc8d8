import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { ApiError } from '../api/client.ts';
import { createStorage, memoryStorage } from '../storage.ts';
import { createRootLoader, SIGNED_IN_PARAM } from './loaders.ts';
import { createSession } from './session.ts';

const someoneElse = {
  email: 'someone.else@example.com',
  current_balance: 1,
  profile_completion: 0,
} as UserProfile;
const signedIn = { email: 'ada@example.com', current_balance: 4.5, profile_completion: 40 } as UserProfile;

/** The root loader over an in-memory storage and a session whose user-info fetch is a mock. */
function setup(fetchUserInfo: () => Promise<UserProfile>) {
  const storage = createStorage(memoryStorage(), memoryStorage());
  const fetch = vi.fn(fetchUserInfo);
  const session = createSession({ storage, fetchUserInfo: fetch, logout: async () => {}, log: vi.fn() });
  return { storage, fetch, session, loader: createRootLoader({ storage, session }) };
}

/** Runs the loader and returns the redirect it threw (a Response), or null when it returned. */
async function run(loader: ReturnType<typeof createRootLoader>, url: string): Promise<Response | null> {
  try {
    expect(await loader({ request: new Request(url) })).toBeNull();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A tab that already ran its start-up fetch, for someone else. */
function cacheSomeoneElse(storage: ReturnType<typeof createStorage>) {
  storage.user.set(someoneElse.email);
  storage.userData.set(someoneElse);
  storage.visited.set(true);
  storage.costs.set({ 'concepts-generation': 0.1, 'posts-drafting': 0.3 });
}

describe('root loader', () => {
  it('believes the cached keys of a visited tab: no fetch without ?signed_in', async () => {
    const { storage, fetch, loader } = setup(async () => signedIn);
    cacheSomeoneElse(storage);
    expect(await run(loader, 'http://plume.test/dashboard')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.user.get()).toBe(someoneElse.email);
  });

  it(`?${SIGNED_IN_PARAM}=1 drops the cached keys, refetches who signed in, and leaves the URL`, async () => {
    const { storage, fetch, loader } = setup(async () => signedIn);
    cacheSomeoneElse(storage);
    const clearSession = vi.spyOn(storage, 'clearSession');

    const response = await run(loader, `http://plume.test/dashboard?${SIGNED_IN_PARAM}=1`);

    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.user.get()).toBe('ada@example.com');
    expect(storage.userData.get()).toEqual(signedIn);
    expect(storage.visited.get()).toBe(true);
    // The cached costs belonged to the previous session too.
    expect(storage.costs.get()).toBeNull();
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/dashboard');
  });

  it('keeps the rest of the query string (the safe `next` landing) when it drops the flag', async () => {
    const { loader } = setup(async () => signedIn);
    const response = await run(loader, `http://plume.test/user-info?tab=a&${SIGNED_IN_PARAM}=1&b=2`);
    expect(response?.headers.get('Location')).toBe('/user-info?tab=a&b=2');
  });

  it('treats any value of the flag alike, and fetches even in a tab that never visited', async () => {
    const { fetch, loader } = setup(async () => signedIn);
    const response = await run(loader, `http://plume.test/dashboard?${SIGNED_IN_PARAM}=`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(response?.headers.get('Location')).toBe('/dashboard');
  });

  it('when the fresh fetch says nobody is signed in, the stale keys stay gone', async () => {
    const { storage, loader, session } = setup(async () => {
      throw new ApiError(401, 'Not signed in.');
    });
    cacheSomeoneElse(storage);
    const response = await run(loader, `http://plume.test/dashboard?${SIGNED_IN_PARAM}=1`);
    expect(response?.headers.get('Location')).toBe('/dashboard');
    expect(storage.user.get()).toBeNull();
    expect(storage.userData.get()).toBeNull();
    expect(storage.visited.get()).toBeNull();
    expect(session.facts()).toEqual({ signedIn: false, storedUser: false, failed: false });
  });
});
