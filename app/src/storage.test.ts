import { describe, expect, it, vi } from 'vitest';
import { createStorage, memoryStorage } from './storage.ts';
import { userProfile } from './userProfile.fixture.ts';

const profile = userProfile({ profile_completion: 40 });

function setup() {
  const local = memoryStorage();
  const session = memoryStorage();
  return { local, session, store: createStorage(local, session) };
}

describe('storage', () => {
  it('keeps the e-mail and the handle lists in localStorage under the SPEC keys', () => {
    const { local, session, store } = setup();
    store.user.set('ada@example.com');
    store.handles.set([{ handle: '@ada', platform: 'instagram' }]);
    store.relatedHandles.set([{ handle: '@grace', platform: 'tiktok' }]);
    expect(local.getItem('user')).toBe('ada@example.com');
    expect(JSON.parse(local.getItem('handles') ?? '')).toEqual([{ handle: '@ada', platform: 'instagram' }]);
    expect(local.getItem('relatedHandles')).not.toBeNull();
    expect(session.size).toBe(0);
  });

  it('keeps userData, costs and the visited flag in sessionStorage', () => {
    const { local, session, store } = setup();
    store.userData.set(profile);
    store.costs.set({ 'concepts-generation': 0.1, 'posts-drafting': 0.3 });
    store.visited.set(true);
    expect(JSON.parse(session.getItem('userData') ?? '')).toEqual(profile);
    expect(session.getItem('costs')).toContain('posts-drafting');
    expect(session.getItem('visited')).toBe('1');
    expect(local.size).toBe(0);
    expect(store.userData.get()).toEqual(profile);
    expect(store.visited.get()).toBe(true);
  });

  it('reads a missing or corrupt entry as absent instead of throwing', () => {
    const { local, session, store } = setup();
    expect(store.user.get()).toBeNull();
    session.setItem('userData', '{not json');
    local.setItem('handles', JSON.stringify([{ nope: 1 }]));
    session.setItem('visited', 'yes');
    expect(store.userData.get()).toBeNull();
    expect(store.handles.get()).toBeNull();
    expect(store.visited.get()).toBeNull();
  });

  it('clearSession forgets user, userData, visited, costs, both handle lists and the dashboard cache', () => {
    const { local, session, store } = setup();
    store.user.set('ada@example.com');
    store.handles.set([{ handle: '@ada', platform: 'instagram' }]);
    store.relatedHandles.set([{ handle: '@grace', platform: 'tiktok' }]);
    store.userData.set(profile);
    store.costs.set({ 'posts-drafting': 0.3 });
    store.visited.set(true);
    session.setItem('activities', '[]');
    session.setItem('generations', '{}');
    store.clearSession();
    expect(local.getItem('user')).toBeNull();
    expect(session.size).toBe(0);
    // The lists mirror one account's profile: the next person on this browser must not inherit them.
    expect(local.size).toBe(0);
  });

  it('clearDashboardCache drops only the cached activities and generations', () => {
    const { session, store } = setup();
    store.userData.set(profile);
    session.setItem('activities', '[]');
    session.setItem('generations', '{}');
    store.clearDashboardCache();
    expect(session.getItem('activities')).toBeNull();
    expect(session.getItem('generations')).toBeNull();
    expect(store.userData.get()).toEqual(profile);
  });

  it('tells subscribers about every write, until they unsubscribe', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.user.set('ada@example.com');
    store.user.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.visited.set(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working when the browser refuses storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createStorage(broken, broken);
    expect(() => store.user.set('a@b.co')).not.toThrow();
    expect(store.user.get()).toBeNull();
    expect(() => store.clearSession()).not.toThrow();
  });
});
