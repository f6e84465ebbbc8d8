import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../storage.ts';
import { queryClient } from './query.ts';

const library = {
  concepts_generated: { mainstream: [], offstream: [] },
  posts_generated: [],
  media_captioned: [],
};

/** A query kept in a storage key, as useLoad makes it, held in memory (not yet collected). */
async function keptQuery(
  key: string,
  slot: typeof storage.generations | typeof storage.costs,
  data: unknown,
) {
  await queryClient.fetchQuery({
    queryKey: [key],
    queryFn: async () => {
      slot.set(data as never);
      return data;
    },
    meta: { slot },
    gcTime: Number.POSITIVE_INFINITY,
  });
}

afterEach(() => {
  queryClient.clear();
  storage.clearSession();
});

describe('the query cache follows the SPEC storage keys', () => {
  it('drops a query when its key is emptied (clearDashboardCache), and keeps the others', async () => {
    await keptQuery('generations', storage.generations, library);
    await keptQuery('costs', storage.costs, { 'posts-drafting': 0.3 });

    storage.clearDashboardCache();

    expect(queryClient.getQueryData(['generations'])).toBeUndefined();
    expect(queryClient.getQueryData(['costs'])).toEqual({ 'posts-drafting': 0.3 });
  });

  it('drops every kept query when the session is cleared (logout, any 401)', async () => {
    await keptQuery('costs', storage.costs, { 'posts-drafting': 0.3 });

    storage.clearSession();

    expect(queryClient.getQueryData(['costs'])).toBeUndefined();
  });
});
