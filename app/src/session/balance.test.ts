import { describe, expect, it } from 'vitest';
import { createStorage, memoryStorage } from '../storage.ts';
import { userProfile } from '../userProfile.fixture.ts';
import { applyServerBalance } from './balance.ts';

const memory = memoryStorage;
const profile = userProfile({
  email: 'a@example.com',
  name: '',
  profile_completion: 0,
  current_balance: 1.5,
});

describe('applyServerBalance', () => {
  it('replaces the cached balance with the server’s, in dollars', () => {
    const store = createStorage(memory(), memory());
    store.userData.set(profile);
    applyServerBalance(1234, store);
    expect(store.userData.get()?.current_balance).toBe(12.34);
  });

  it('leaves the cache alone when the answer had no balance or nobody is cached', () => {
    const store = createStorage(memory(), memory());
    store.userData.set(profile);
    applyServerBalance(null, store);
    expect(store.userData.get()?.current_balance).toBe(1.5);
    const empty = createStorage(memory(), memory());
    applyServerBalance(500, empty);
    expect(empty.userData.get()).toBeNull();
  });
});
