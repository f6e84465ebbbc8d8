import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_POST_MAX_CHARS } from '../../edge/contract/handle-examples.ts';
import { handleExamples } from '../../edge/db/schema/index.ts';
import { profileForm } from './auth-helpers.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';

/**
 * Example posts pasted for a handle (ARCHITECTURE §7b, "closed networks by example"): private to the
 * person, saved per handle through their own route, and sent to the model with the read posts.
 */

const EXAMPLES = '/api/user/handles/examples';

type Handle = { type: string; reference: string };
const profile = (your: Handle[], related: Handle[]) =>
  profileForm({ your_handles: your, related_handles: related });

const MINE = { type: 'instagram', reference: 'ada.bakes' };
const PEER = { type: 'linkedin', reference: 'rival-bakes' };

type Listed = { data: { type: string; reference: string; list: string; examples: string[] }[] };

describe.each(drivers)('pasted example posts on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  async function personWithHandles() {
    const p = await g.person();
    expect((await g.saveProfile(p.cookie, profile([MINE], [PEER]))).status).toBe(200);
    return p;
  }
  const put = (cookie: string | undefined, body: unknown) => g.send('PUT', EXAMPLES, cookie, body);
  const list = async (cookie: string) => {
    const r = await g.send('GET', EXAMPLES, cookie);
    expect(r.status).toBe(200);
    return (r.body as Listed).data;
  };
  const rowsOf = (userId: string) =>
    g.db.select().from(handleExamples).where(eq(handleExamples.userId, userId));

  it('are saved per handle (the reference normalised as the profile stores it) and listed for every handle', async () => {
    const p = await personWithHandles();
    const r = await put(p.cookie, {
      type: 'Instagram',
      reference: '@ada.bakes',
      examples: ['  Crumb shot 🥖\nSwipe →  '],
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { ...MINE, examples: ['Crumb shot 🥖\nSwipe →'] } });
    expect(await list(p.cookie)).toEqual([
      { ...MINE, list: 'your_handles', examples: ['Crumb shot 🥖\nSwipe →'] },
      { ...PEER, list: 'related_handles', examples: [] },
    ]);

    expect((await put(p.cookie, { ...PEER, examples: ['One', 'Two'] })).status).toBe(200);
    expect((await put(p.cookie, { ...MINE, examples: ['Replaced'] })).status).toBe(200);
    expect((await list(p.cookie)).map((h) => h.examples)).toEqual([['Replaced'], ['One', 'Two']]);

    // An empty list removes them.
    expect((await put(p.cookie, { ...PEER, examples: [] })).status).toBe(200);
    expect((await rowsOf(p.id)).map((r) => r.reference)).toEqual([MINE.reference]);
  });

  it('take the largest request the rules allow: 5 posts of 2,200 characters', async () => {
    const p = await personWithHandles();
    const examples = Array.from({ length: 5 }, () => '€'.repeat(EXAMPLE_POST_MAX_CHARS));
    expect((await put(p.cookie, { ...PEER, examples })).status).toBe(200);
    expect((await list(p.cookie))[1]?.examples).toEqual(examples);
  });

  it.each([
    ['a sixth post', { examples: ['1', '2', '3', '4', '5', '6'] }, 'A handle holds at most 5 example posts.'],
    [
      'a post over 2,200 characters',
      { examples: ['ok', 'x'.repeat(EXAMPLE_POST_MAX_CHARS + 1)] },
      'An example post is at most 2,200 characters.',
    ],
    ['a blank post', { examples: ['ok', ' \n '] }, 'An example post cannot be empty.'],
    ['a post that is not text', { examples: [42] }, 'An example post must be text.'],
    ['no list', { examples: 'one post' }, 'Examples must be a list of posts.'],
    ['a control character', { examples: ['bell \u0007'] }, undefined],
    ['a handle that fits no platform', { type: 'instagram', reference: 'not a handle!' }, undefined],
  ])('refuse %s with 400 and change nothing', async (_, patch, message) => {
    const p = await personWithHandles();
    expect((await put(p.cookie, { ...MINE, examples: ['Kept'] })).status).toBe(200);
    const r = await put(p.cookie, { ...MINE, examples: ['Replacement'], ...patch });
    expect(r.status).toBe(400);
    if (message) expect((r.body as { message: string }).message).toContain(message);
    expect((await list(p.cookie))[0]?.examples).toEqual(['Kept']);
  });

  it('refuse a handle that is in neither of the person’s lists with 404, writing nothing', async () => {
    const p = await personWithHandles();
    const r = await put(p.cookie, { type: 'instagram', reference: 'someone.else', examples: ['Hi'] });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'handle_not_in_profile' });
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it('are private: another person naming the same handle neither sees nor changes them', async () => {
    const ada = await personWithHandles();
    const bob = await personWithHandles();
    expect((await put(ada.cookie, { ...PEER, examples: ['Ada’s pick'] })).status).toBe(200);
    expect((await list(bob.cookie))[1]?.examples).toEqual([]);
    expect((await put(bob.cookie, { ...PEER, examples: [] })).status).toBe(200);
    expect((await list(ada.cookie))[1]?.examples).toEqual(['Ada’s pick']);
    expect((await put(undefined, { ...PEER, examples: ['x'] })).status).toBe(401);
    expect((await g.send('GET', EXAMPLES, undefined)).status).toBe(401);
    expect((await rowsOf(ada.id)).map((r) => r.examples)).toEqual([['Ada’s pick']]);
  });

  it('go with their handle when a profile save removes it', async () => {
    const p = await personWithHandles();
    expect((await put(p.cookie, { ...MINE, examples: ['Mine'] })).status).toBe(200);
    expect((await put(p.cookie, { ...PEER, examples: ['Theirs'] })).status).toBe(200);
    expect((await g.saveProfile(p.cookie, profile([MINE], []))).status).toBe(200);
    expect((await rowsOf(p.id)).map((r) => r.reference)).toEqual([MINE.reference]);
    expect((await g.saveProfile(p.cookie, profile([], []))).status).toBe(200);
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it('reach the model with a concept run, the person’s own first, with no link to offer', async () => {
    const p = await personWithHandles();
    expect((await put(p.cookie, { ...PEER, examples: ['Peer: 5 loaves ranked'] })).status).toBe(200);
    expect((await put(p.cookie, { ...MINE, examples: ['My voice, short and warm'] })).status).toBe(200);
    const r = await g.generateConcepts(p.cookie);
    expect(r.status).toBe(200);
    expect(g.model.conceptCalls.at(-1)?.sourcePosts).toEqual([
      { handle: MINE, own: true, text: 'My voice, short and warm', url: null, date: null, pasted: true },
      { handle: PEER, own: false, text: 'Peer: 5 loaves ranked', url: null, date: null, pasted: true },
    ]);
    // The offline model names the example's format, and links nothing: a pasted post has no address.
    const concepts = (
      r.body as { data: { mainstream: { concept: { Details: string }; sources: unknown[] }[] } }
    ).data.mainstream;
    expect(concepts[0]?.concept.Details).toContain('your own example post you pasted on Instagram');
    expect(concepts[0]?.sources).toEqual([]);
  });
});
