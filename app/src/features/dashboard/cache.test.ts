import { describe, expect, it } from 'vitest';
import { createStorage, memoryStorage } from '../../storage.ts';
import { cachedActivities, cachedGenerations } from './cache.fixture.ts';

const generations = cachedGenerations;
const activities = cachedActivities;

function setup() {
  const session = memoryStorage();
  return { session, store: createStorage(memoryStorage(), session) };
}

describe('the dashboard cache (SPEC §3, §4)', () => {
  it('keeps activities and generations in sessionStorage under the SPEC keys', () => {
    const { session, store } = setup();
    store.activities.set(activities);
    store.generations.set(generations);
    expect(JSON.parse(session.getItem('activities') ?? '')).toEqual(activities);
    expect(JSON.parse(session.getItem('generations') ?? '')).toEqual(generations);
    expect(store.activities.get()).toEqual(activities);
    expect(store.generations.get()).toEqual(generations);
  });

  it('reads a corrupt or foreign entry as absent, so the dashboard fetches again', () => {
    const { session, store } = setup();
    session.setItem('activities', JSON.stringify([{ type: 'x' }]));
    session.setItem('generations', JSON.stringify({ posts_generated: [] }));
    expect(store.activities.get()).toBeNull();
    expect(store.generations.get()).toBeNull();
    session.setItem('activities', '[oops');
    expect(store.activities.get()).toBeNull();
  });

  it('is dropped after a generation or delete, and with everything else on logout and 401', () => {
    const { session, store } = setup();
    store.costs.set({ 'posts-drafting': 0.3 });
    store.activities.set(activities);
    store.generations.set(generations);
    store.clearDashboardCache();
    expect(store.activities.get()).toBeNull();
    expect(store.generations.get()).toBeNull();
    expect(store.costs.get()).not.toBeNull();

    store.activities.set(activities);
    store.generations.set(generations);
    store.clearSession();
    expect(session.size).toBe(0);
  });
});
