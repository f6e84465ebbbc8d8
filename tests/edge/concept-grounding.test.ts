import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePosts } from '../../edge/db/schema/index.ts';
import { OpenAIModel } from '../../edge/engines/model/openai-model.ts';
import { createSourceReaders } from '../../edge/engines/sources/readers/index.ts';
import type { LoopbackHttp } from '../standins/loopback-http.ts';
import { type OpenAIStandin, startOpenAIStandin } from '../standins/openai.ts';
import { startBlueskyAppView } from '../standins/sources/bluesky-appview.ts';
import { startFeedServer } from '../standins/sources/feed-server.ts';
import { profileForm } from './auth-helpers.ts';
import { type GenerationHarness, generationHarness } from './generation-helpers.ts';
import { loopbackFetcher } from './sources-helpers.ts';

/**
 * Concept runs grounded in what the handles post (ARCHITECTURE §7b), end to end through the HTTP
 * API: the run reads its handles from the loopback stand-ins (FETCH_ALLOW_LOOPBACK=1) into the shared
 * cache, the model gets the posts, and each concept links the posts that inspired it.
 */

const BEST_POST = 'https://bsky.app/profile/peer.bsky.social/post/3lnewest0001';
const INSIGHTS = '/api/user/handles/insights';

type Concept = {
  id: string;
  concept: Record<string, string>;
  sources: { url: string; type: string; reference: string }[];
};
type Answer = { data: { mainstream: Concept[]; offstream: Concept[] } };
const conceptsOf = (body: unknown) => {
  const { data } = body as Answer;
  return [...data.mainstream, ...data.offstream];
};

let appView: LoopbackHttp;
let feeds: LoopbackHttp;
let openai: OpenAIStandin;
beforeAll(async () => {
  [appView, feeds, openai] = await Promise.all([
    startBlueskyAppView(),
    startFeedServer(),
    startOpenAIStandin(),
  ]);
});
afterAll(() => Promise.all([appView.stop(), feeds.stop(), openai.stop()]));

const harness = (model?: OpenAIModel) => {
  const env = { FETCH_ALLOW_LOOPBACK: '1', BLUESKY_APPVIEW_URL: appView.origin };
  const sources = createSourceReaders(loopbackFetcher().fetcher, { blueskyAppViewUrl: appView.origin });
  return generationHarness('pglite', { env, sources, ...(model ? { model } : {}) });
};

const appViewReads = () => appView.requests.filter((r) => r.path.includes('getAuthorFeed')).length;

describe('a concept run with readable related handles', () => {
  let g: GenerationHarness;
  beforeAll(async () => {
    g = await harness();
  });
  afterAll(() => g.dispose());

  const blog = () => `${feeds.origin}/blog/`;

  it('gives the model the peers’ posts best-performing first, and links the post that inspired a concept', async () => {
    const p = await g.person();
    const r = await g.generateConcepts(p.cookie, {
      handles: [{ type: 'instagram', reference: 'ada.bakes' }],
      related_handles: [
        { type: 'bluesky', reference: 'peer.bsky.social' },
        { type: 'website', reference: blog() },
      ],
      time_zone: 'australia/sydney',
    });
    expect(r.status).toBe(200);
    const call = g.model.conceptCalls.at(-1);
    const texts = call?.sourcePosts.map((post) => post.text) ?? [];
    expect(texts[0]).toBe('Cinnamon bun Friday: 212 sold by noon 🤯 #baking');
    expect(texts).toContain('This is exactly why we proof overnight');
    expect(texts.some((t) => t.startsWith('Bake 1: Rhubarb & custard buns'))).toBe(true);
    expect(texts).not.toContain('Not ours: a repost');
    // The person's zone sets today and the season: mid-January in Sydney is summer.
    expect(call).toMatchObject({ today: '2026-01-15', timeZone: 'Australia/Sydney' });
    expect(call?.season).toBe('summer (southern hemisphere)');

    // The offline model names the most-liked post's format and links that post.
    const [first, ...rest] = conceptsOf(r.body);
    expect(first?.concept.Details).toContain('most-liked recent post on Bluesky, 412 likes, 37 reposts');
    expect(first?.sources).toEqual([{ url: BEST_POST, type: 'bluesky', reference: 'peer.bsky.social' }]);
    expect(rest.every((c) => c.sources.length === 0)).toBe(true);

    // Stored with the concept, so the recent lists show it too.
    const recent = await g.send('GET', '/api/user/recent-generations/concepts', p.cookie);
    const listed = (recent.body as { data: { concepts_generated: { mainstream: Concept[] } } }).data
      .concepts_generated.mainstream;
    expect(listed.find((c) => c.id === first?.id)?.sources).toEqual(first?.sources);
  });

  it('still makes 5 concepts, charged once, when a source fails or times out', async () => {
    const p = await g.person(1_00);
    const r = await g.generateConcepts(p.cookie, {
      related_handles: [
        { type: 'bluesky', reference: 'broken.bsky.social' },
        { type: 'website', reference: `${feeds.origin}/broken.xml` },
        { type: 'website', reference: `${feeds.origin}/slow.xml` },
        { type: 'instagram', reference: 'closed.network' },
      ],
    });
    expect(r.status).toBe(200);
    expect(conceptsOf(r.body)).toHaveLength(5);
    expect(conceptsOf(r.body).every((c) => c.sources.length === 0)).toBe(true);
    expect(g.model.conceptCalls.at(-1)?.sourcePosts).toEqual([]);
    expect((await g.money(p.id)).balanceCents).toBeLessThan(1_00);
    // Failed reads are remembered (to retry later), with no posts.
    const rows = await g.db.select().from(sourcePosts).where(eq(sourcePosts.reference, 'broken.bsky.social'));
    expect(rows).toMatchObject([{ status: 'failed', posts: [], fetchedAt: null }]);
  }, 30_000);

  it('reads a handle once while its cache is fresh, and again after SOURCE_CACHE_HOURS', async () => {
    const p = await g.person();
    const body = { related_handles: [{ type: 'bluesky', reference: 'peer.bsky.social' }] };
    await g.generateConcepts(p.cookie, body);
    const before = appViewReads();
    expect((await g.generateConcepts(p.cookie, body)).status).toBe(200);
    expect(appViewReads()).toBe(before);
    expect(g.model.conceptCalls.at(-1)?.sourcePosts[0]?.url).toBe(BEST_POST);

    g.advance(6 * 60 * 60 * 1000);
    expect((await g.generateConcepts(p.cookie, body)).status).toBe(200);
    expect(appViewReads()).toBe(before + 1);
  });

  it('keeps the last good posts when a later read fails', async () => {
    const p = await g.person();
    const body = {
      related_handles: [{ type: 'website', reference: `${feeds.origin}/newsletter/feed.json` }],
    };
    await g.generateConcepts(p.cookie, body);
    const [good] = await g.db
      .select()
      .from(sourcePosts)
      .where(eq(sourcePosts.reference, body.related_handles[0]?.reference ?? ''));
    expect(good?.posts.length).toBeGreaterThan(0);

    await feeds.stop(); // the source is gone
    try {
      g.advance(6 * 60 * 60 * 1000);
      expect((await g.generateConcepts(p.cookie, body)).status).toBe(200);
      const [kept] = await g.db
        .select()
        .from(sourcePosts)
        .where(eq(sourcePosts.reference, body.related_handles[0]?.reference ?? ''));
      expect(kept).toMatchObject({ status: 'failed', posts: good?.posts, fetchedAt: good?.fetchedAt });
      expect(g.model.conceptCalls.at(-1)?.sourcePosts.length).toBe(good?.posts.length);
    } finally {
      feeds = await startFeedServer();
    }
  });

  it('links only URLs that came from the read posts', async () => {
    const p = await g.person();
    const body = { related_handles: [{ type: 'bluesky', reference: 'peer.bsky.social' }] };
    await g.generateConcepts(p.cookie, body);
    const asked = g.model.conceptCalls.at(-1);
    if (!asked) throw new Error('no concept call');
    const offline = await g.model.generateConcepts(asked);
    g.model.conceptAnswer = {
      ...offline,
      mainstream: offline.mainstream.map((item, i) =>
        i === 0
          ? {
              ...item,
              inspired_by: [
                BEST_POST,
                'https://evil.example/phish',
                'javascript:alert(1)',
                'post 2',
                BEST_POST,
              ],
            }
          : { ...item, inspired_by: ['https://bsky.app/profile/peer.bsky.social/post/made-up'] },
      ),
    };
    try {
      const r = await g.generateConcepts(p.cookie, body);
      expect(r.status).toBe(200);
      expect(conceptsOf(r.body).map((c) => c.sources.map((s) => s.url))).toEqual([
        [BEST_POST],
        [],
        [],
        [],
        [],
      ]);
    } finally {
      g.model.conceptAnswer = null;
    }
  });

  it('GET /api/user/handles/insights lists what the cache holds for both lists and never fetches', async () => {
    const p = await g.person();
    const profile = profileForm({
      your_handles: [{ type: 'instagram', reference: 'ada.bakes' }],
      related_handles: [
        { type: 'bluesky', reference: 'peer.bsky.social' },
        { type: 'mastodon', reference: 'never@read.example' },
      ],
    });
    expect((await g.saveProfile(p.cookie, profile)).status).toBe(200);
    await g.generateConcepts(p.cookie, {
      related_handles: [{ type: 'bluesky', reference: 'peer.bsky.social' }],
    });
    const requests = appView.requests.length + feeds.requests.length;

    const r = await g.send('GET', INSIGHTS, p.cookie);
    expect(r.status).toBe(200);
    const items = (r.body as { data: Array<Record<string, unknown> & { posts: { text: string }[] }> }).data;
    expect(items.map(({ posts: _, ...rest }) => rest)).toEqual([
      {
        type: 'instagram',
        reference: 'ada.bakes',
        list: 'your_handles',
        readable: false,
        status: 'closed-network',
        fetched_at: null,
      },
      {
        type: 'bluesky',
        reference: 'peer.bsky.social',
        list: 'related_handles',
        readable: true,
        status: 'ok',
        fetched_at: expect.any(String),
      },
      {
        type: 'mastodon',
        reference: 'never@read.example',
        list: 'related_handles',
        readable: true,
        status: 'not-read-yet',
        fetched_at: null,
      },
    ]);
    expect(items[1]?.posts.map((post) => post.text)).toContain(
      'Cinnamon bun Friday: 212 sold by noon 🤯 #baking',
    );
    expect(appView.requests.length + feeds.requests.length).toBe(requests);
    expect((await g.send('GET', INSIGHTS, undefined)).status).toBe(401);
  });
});

describe('a concept run on the OpenAI-compatible model', () => {
  let g: GenerationHarness;
  beforeAll(async () => {
    const model = new OpenAIModel({
      apiKey: 'sk-test',
      baseUrl: openai.baseUrl,
      model: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
      timeoutMs: 10_000,
      maxRetries: 0,
      maxOutputTokens: 8000,
    });
    g = await harness(model);
  });
  afterAll(() => g.dispose());

  it('sends the peers’ post texts as delimited data, and drops URLs the model made up', async () => {
    const p = await g.person();
    const r = await g.generateConcepts(p.cookie, {
      related_handles: [{ type: 'bluesky', reference: 'peer.bsky.social' }],
      time_zone: 'Europe/Lisbon',
    });
    expect(r.status).toBe(200);
    const request = openai.requests.find((q) => JSON.stringify(q.body).includes('handle_posts'));
    const user = JSON.stringify((request?.body.messages as unknown[])?.at(-1));
    expect(user).toContain('Cinnamon bun Friday: 212 sold by noon 🤯 #baking');
    expect(user).toContain(BEST_POST);
    expect(user).toContain(
      'in the creator’s time zone (Europe/Lisbon); it is winter (northern hemisphere) there',
    );
    // The stand-in fills inspired_by with strings naming their field, never a URL it was sent.
    expect(conceptsOf(r.body).every((c) => c.sources.length === 0)).toBe(true);
  });
});
