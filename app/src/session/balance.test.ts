import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { createStorage, memoryStorage } from '../storage.ts';
import { applyServerBalance } from './balance.ts';

const memory = memoryStorage;
const profile: UserProfile = {
  email: 'a@example.com',
  name: '',
  professional_title: '',
  background: '',
  target_audience: '',
  testimonials: '',
  brand_voice: '',
  language: 'en-US',
  your_handles: [],
  related_handles: [],
  profile_completion: 0,
  current_balance: 1.5,
  low_balance_threshold: 1,
};

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
