import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mastodonReader } from '../../edge/engines/sources/readers/mastodon.ts';
import { type MastodonStandin, startMastodonStandin } from '../standins/sources/mastodon.ts';
import { loopbackFetcher, productionFetcher } from './sources-helpers.ts';

/** The Mastodon reader against a loopback instance: WebFinger, lookup, statuses, and a locked one. */
let instance: MastodonStandin;
beforeAll(async () => {
  instance = await startMastodonStandin();
});
afterAll(() => instance.stop());
beforeEach(() => {
  instance.locked = false;
  instance.requests.length = 0;
});

const reader = () => mastodonReader({ fetcher: loopbackFetcher().fetcher });

describe('the Mastodon reader', () => {
  it('finds the account through WebFinger and reads its own public posts as text with their counts', async () => {
    const result = await reader().read(`@crumb@${instance.host}`);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.posts).toEqual([
      {
        text: 'Laminated dough, day two 🥐✨ #baking\n\nRecipe: https://crumb.example/recipes/croissant\nQuestions & answers below.',
        date: '2026-11-20T08:30:00.000Z',
        url: `${instance.origin}/@crumb/113500000000000003`,
        counts: { likes: 240, reposts: 51, replies: 18 },
      },
      {
        text: 'CW: bread nerdery\n\nOven spring > everything',
        date: '2026-11-19T08:30:00.000Z',
        url: `${instance.origin}/@crumb/113500000000000002`,
        counts: { likes: 97, reposts: 12, replies: 4 },
      },
      {
        text: 'Rye loaves cooling on a rack',
        date: '2026-11-18T08:30:00.000Z',
        url: `${instance.origin}/@crumb/113500000000000001`,
        counts: { likes: 97, reposts: 12, replies: 4 },
      },
    ]);
    expect(result.profile).toEqual({
      name: 'Crumb & Co. :bread:',
      description: 'Small-batch sourdough. #bread',
      followers: 1893,
      url: `${instance.origin}/@crumb`,
    });
    expect(instance.requests.map((r) => r.path)).toEqual([
      `/.well-known/webfinger?resource=acct%3Acrumb%40127.0.0.1%3A${instance.port}`,
      '/api/v1/accounts/lookup?acct=crumb',
      '/api/v1/accounts/109348723498712/statuses?exclude_replies=true&exclude_reblogs=true&limit=30',
    ]);
  });

  it('says an instance that answers 401 is not readable, without throwing', async () => {
    instance.locked = true;
    expect(await reader().read(`crumb@${instance.host}`)).toEqual({
      status: 'not-readable',
      reason: 'account lookup requires signing in (401)',
    });
  });

  it('says an unknown account is not found', async () => {
    expect((await reader().read(`nobody@${instance.host}`)).status).toBe('not-found');
    expect((await reader().read('no-at-sign')).status).toBe('not-found');
  });

  it('in production asks the handle’s domain over https, follows no WebFinger link inside, and fails a server it cannot reach', async () => {
    const { fetcher, network } = productionFetcher('bakers.social', instance.port);
    // The instance's WebFinger points at a loopback actor: production refuses to follow it there.
    const result = await mastodonReader({ fetcher }).read('crumb@bakers.social');
    expect(result).toEqual({ status: 'not-found', reason: 'WebFinger names no account' });
    expect(network.resolver.lookups).toEqual(['bakers.social']);
    expect(instance.requests[0]?.path).toBe('/.well-known/webfinger?resource=acct%3Acrumb%40bakers.social');
    expect((await mastodonReader({ fetcher }).read('crumb@unknown.social')).status).toBe('failed');
  });
});
