import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blobs, posts, users } from '../../edge/db/schema/index.ts';
import { read } from './api-client.ts';
import { createCaption } from './factories.ts';
import { type SavePostBody, suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

const handles = [{ type: 'instagram', reference: 'ada.bakes' }];

type RecentConcept = {
  id: string;
  stream: string;
  title: string;
  content: string;
  content_url: null;
  concept: Record<string, string>;
};
type RecentPost = {
  id: string;
  title: string;
  content: string;
  content_url: string | null;
  created_at: string;
};
type RecentCaption = { id: string; content_url: string; content_text: string | null; created_at: string };
type All = {
  concepts_generated: { mainstream: RecentConcept[]; offstream: RecentConcept[] };
  posts_generated: RecentPost[];
  media_captioned: RecentCaption[];
};

describe.each(drivers)('recent generations, deletes and saved posts on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  /** GET /api/user/recent-generations[/{kind}], in every form the SPA calls it. */
  const recent = (cookie?: string) => {
    const lists = g.api(cookie).user['recent-generations'];
    return {
      default: () => read(lists.$get()),
      all: () => read(lists.all.$get()),
      concepts: () => read(lists.concepts.$get()),
      posts: () => read(lists.posts.$get()),
      'media-captions': () => read(lists['media-captions'].$get()),
    };
  };
  const postList = (cookie?: string) => read(g.api(cookie).user.generations.posts.$get());
  // The deletes ask for JSON, as the SPA's do.
  const deleting = (cookie?: string) => g.api(cookie, { headers: { accept: 'application/json' } }).user;
  const deleteAll = (kind: string, cookie?: string) =>
    read(deleting(cookie).generation[':kind'].$delete({ param: { kind } }));
  const deleteOne = (kind: string, id: string, cookie?: string) =>
    read(deleting(cookie).generation[':kind'][':id'].$delete({ param: { kind, id } }));
  const deletePost = (id: string, cookie?: string) =>
    read(deleting(cookie).generations.post[':id'].$delete({ param: { id } }));

  async function concepts(cookie: string, instructions = '') {
    const r = await g.generateConcepts(cookie, { handles, additional_instructions: instructions });
    if (r.status !== 200) throw new Error(`concepts ${r.status}`);
    return r.body as unknown as {
      data: {
        mainstream: { id: string; concept: Record<string, string> }[];
        offstream: { id: string }[];
        posts: { id: string; concept_id: string; title: string; content: string }[];
      };
    };
  }

  async function drafts(cookie: string, count: number) {
    const files = Array.from(
      { length: count },
      (_, i) =>
        new File([pngPicture(10 + i, 10) as Uint8Array<ArrayBuffer>], `p${i}.png`, { type: 'image/png' }),
    );
    const r = await g.draftPosts(cookie, { query: {}, form: { files } });
    if (r.status !== 200) throw new Error(`posts ${r.status}: ${JSON.stringify(r.body)}`);
    return (r.body as unknown as { data: RecentPost[] }).data;
  }

  it('answers 401 to a visitor on every list and delete', async () => {
    for (const list of Object.values(recent())) expect((await list()).status).toBe(401);
    expect((await deleteAll('posts')).status).toBe(401);
    expect((await deleteOne('posts', crypto.randomUUID())).status).toBe(401);
    expect((await postList()).status).toBe(401);
    expect((await g.savePost(undefined, { title: 't', content: 'c' })).status).toBe(401);
  });

  it('lists everything newest first in the SPEC §3 shape (kind all by default)', async () => {
    const p = await g.person(10_00);
    const empty = await recent(p.cookie).default();
    expect(empty.body).toEqual({
      success: true,
      data: {
        concepts_generated: { mainstream: [], offstream: [] },
        posts_generated: [],
        media_captioned: [],
      },
    });
    const first = await concepts(p.cookie, 'First.');
    const second = await concepts(p.cookie, 'Second.');
    const created = await drafts(p.cookie, 2);
    await createCaption(g.db, p.id, {
      contentUrl: 'https://media.example/a.mp4',
      contentText: null,
      clock: g.clock,
    });
    await createCaption(g.db, p.id, {
      contentUrl: 'https://media.example/b.png',
      contentText: 'B',
      clock: g.clock,
    });

    const all = (await recent(p.cookie).default()).body as { success: boolean; data: All };
    expect((await recent(p.cookie).all()).body).toEqual(all);
    const mainstream = all.data.concepts_generated.mainstream;
    // The newest run first, each run in the model's order.
    expect(mainstream.map((c) => c.id)).toEqual([
      ...second.data.mainstream.map((c) => c.id),
      ...first.data.mainstream.map((c) => c.id),
    ]);
    expect(all.data.concepts_generated.offstream).toHaveLength(4);
    const top = mainstream[0];
    const topSent = second.data.mainstream[0];
    expect(top).toMatchObject({
      stream: 'mainstream',
      content_url: null,
      title: topSent?.concept.Title,
      content: topSent?.concept.Concept,
      concept: topSent?.concept,
      post: { title: second.data.posts[0]?.title, content: second.data.posts[0]?.content },
    });
    // Posts: the drafted images; captions: newest first, a missing text is null (never "undefined").
    expect(new Set(all.data.posts_generated.map((p) => p.id))).toEqual(new Set(created.map((p) => p.id)));
    expect(all.data.media_captioned.map((c) => [c.content_url, c.content_text])).toEqual([
      ['https://media.example/b.png', 'B'],
      ['https://media.example/a.mp4', null],
    ]);

    expect(((await recent(p.cookie).concepts()).body as { data: unknown }).data).toEqual({
      concepts_generated: all.data.concepts_generated,
    });
    expect(((await recent(p.cookie).posts()).body as { data: unknown }).data).toEqual({
      posts_generated: all.data.posts_generated,
    });
    expect(((await recent(p.cookie)['media-captions']()).body as { data: unknown }).data).toEqual({
      media_captioned: all.data.media_captioned,
    });
    // A kind no route serves: raw, since the typed client has no such path.
    expect((await g.send('GET', '/api/user/recent-generations/videos', p.cookie)).status).toBe(404);
  });

  it('keeps the 10 newest posts', async () => {
    const p = await g.person(10_00);
    const older = await drafts(p.cookie, 4);
    const newer = await drafts(p.cookie, 8);
    const listed = (
      (await recent(p.cookie).posts()).body as {
        data: { posts_generated: RecentPost[] };
      }
    ).data.posts_generated;
    expect(listed).toHaveLength(10);
    expect(
      listed
        .slice(0, 8)
        .map((x) => x.id)
        .sort(),
    ).toEqual(newer.map((x) => x.id).sort());
    expect(older.map((x) => x.id)).toEqual(expect.arrayContaining(listed.slice(8).map((x) => x.id)));
  });

  it('deletes one item of each kind, and a post takes its image with it', async () => {
    const p = await g.person(10_00);
    const [post, keep] = await drafts(p.cookie, 2);
    const run = await concepts(p.cookie);
    const caption = await createCaption(g.db, p.id, { clock: g.clock });

    expect((await deleteOne('posts', String(post?.id), p.cookie)).body).toEqual({ success: true });
    expect(
      (await g.app.request(`${g.base}${post?.content_url}`, { headers: { cookie: p.cookie } })).status,
    ).toBe(404);
    expect((await deleteOne('posts', String(post?.id), p.cookie)).status).toBe(404);
    const concept = run.data.mainstream[0];
    expect((await deleteOne('concepts', String(concept?.id), p.cookie)).status).toBe(200);
    expect((await deleteOne('media-captions', caption.id, p.cookie)).status).toBe(200);

    const all = ((await recent(p.cookie).default()).body as { data: All }).data;
    expect(all.posts_generated.map((x) => x.id)).toEqual([keep?.id]);
    expect(all.concepts_generated.mainstream.map((c) => c.id)).not.toContain(concept?.id);
    expect(all.concepts_generated.mainstream).toHaveLength(2);
    expect(all.media_captioned).toEqual([]);
    // The concept's unsaved drafted post went with it.
    const list = ((await postList(p.cookie)).body as { data: { concept_id: string | null }[] }).data;
    expect(list.map((x) => x.concept_id)).not.toContain(concept?.id);
    expect(list).toHaveLength(4);
  });

  it('deletes all of a kind (and says how many), leaving the other kinds', async () => {
    const p = await g.person(10_00);
    await drafts(p.cookie, 3);
    await concepts(p.cookie);
    await createCaption(g.db, p.id, { clock: g.clock });
    expect((await deleteAll('posts', p.cookie)).body).toEqual({ success: true, deleted: 3 });
    expect(await g.db.select().from(blobs).where(eq(blobs.userId, p.id))).toEqual([]);
    expect((await deleteAll('media-captions', p.cookie)).body).toEqual({
      success: true,
      deleted: 1,
    });
    const all = ((await recent(p.cookie).default()).body as { data: All }).data;
    expect(all.posts_generated).toEqual([]);
    expect(all.media_captioned).toEqual([]);
    expect(all.concepts_generated.mainstream).toHaveLength(3);
    expect((await deleteAll('concepts', p.cookie)).body).toEqual({
      success: true,
      deleted: 5,
    });
    expect((await deleteAll('concepts', p.cookie)).body).toEqual({
      success: true,
      deleted: 0,
    });
    // Deleting moves no money: the runs were paid for.
    expect(await g.money(p.id)).toEqual({
      balanceCents: 10_00 - 3 * 30 - 10,
      ledgerSum: 10_00 - 3 * 30 - 10,
    });
  });

  it('answers 404 to an unknown kind or id, and to an id that is not a UUID', async () => {
    const p = await g.person(0);
    expect((await deleteAll('videos', p.cookie)).status).toBe(404);
    expect((await deleteOne('videos', crypto.randomUUID(), p.cookie)).status).toBe(404);
    expect((await deleteOne('posts', crypto.randomUUID(), p.cookie)).status).toBe(404);
    expect((await deleteOne('posts', 'not-a-uuid', p.cookie)).status).toBe(404);
    expect((await deletePost('not-a-uuid', p.cookie)).status).toBe(404);
  });

  it('saves a drafted post once (a second save keeps it saved), saves a post from text, and deletes one', async () => {
    const p = await g.person(10_00);
    const run = await concepts(p.cookie);
    const drafted = run.data.posts[1];
    if (!drafted) throw new Error('no drafted post');
    const save = (body: SavePostBody) => g.savePost(p.cookie, body);
    const saved = await save({ id: drafted?.id, title: drafted?.title, content: drafted?.content });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: drafted?.id, concept_id: drafted?.concept_id, saved: true });
    expect(
      (await save({ id: drafted?.id, title: drafted?.title, content: drafted?.content })).body.data,
    ).toEqual(saved.body.data);
    const fromText = await save({ title: 'My own post', content: '**Fresh** bread today.' });
    expect(fromText.body.data).toMatchObject({ concept_id: null, title: 'My own post', saved: true });

    const list = ((await postList(p.cookie)).body as { data: { id: string; saved: boolean }[] }).data;
    expect(list[0]?.id).toBe((fromText.body.data as { id: string }).id);
    expect(list.filter((x) => x.saved)).toHaveLength(2);
    expect(list).toHaveLength(6);

    // A saved post outlives its concept.
    expect((await deleteOne('concepts', drafted.concept_id, p.cookie)).status).toBe(200);
    const [kept] = await g.db
      .select()
      .from(posts)
      .where(eq(posts.id, drafted?.id ?? ''));
    expect(kept).toMatchObject({ conceptId: null });

    expect((await deletePost(drafted.id, p.cookie)).body).toEqual({
      success: true,
    });
    expect((await deletePost(drafted.id, p.cookie)).status).toBe(404);
  });

  it('refuses a bad save with 400 naming the field', async () => {
    const p = await g.person(0);
    const save = (body: SavePostBody) => g.savePost(p.cookie, body);
    expect((await save({ title: '', content: 'x' })).body.message).toMatch(/^title: /);
    expect((await save({ title: 't', content: '' })).body.message).toMatch(/^content: /);
    expect((await save({ title: 't\u0000', content: 'x' })).body.message).toMatch(/^title: /);
    expect((await save({ title: 't', content: 'x'.repeat(20_001) })).body.message).toMatch(/^content: /);
    expect((await save({ id: 'nope', title: 't', content: 'x' })).status).toBe(400);
    expect((await save({ id: crypto.randomUUID(), title: 't', content: 'x' })).status).toBe(404);
  });

  describe('isolation: one person never reads, lists, saves or deletes another’s', () => {
    let owner: { id: string; cookie: string };
    let stranger: { id: string; cookie: string };
    let post: RecentPost;
    let run: Awaited<ReturnType<typeof concepts>>;
    let caption: { id: string };
    beforeAll(async () => {
      owner = await g.person(10_00);
      stranger = await g.person(10_00);
      [post] = (await drafts(owner.cookie, 1)) as [RecentPost];
      run = await concepts(owner.cookie);
      caption = await createCaption(g.db, owner.id, { clock: g.clock });
      // The stranger has things of their own, so an empty list is not the only way to pass.
      await drafts(stranger.cookie, 1);
      await concepts(stranger.cookie);
      await createCaption(g.db, stranger.id, { clock: g.clock });
    });

    const ownerCount = async () => {
      const all = ((await recent(owner.cookie).default()).body as { data: All }).data;
      return {
        concepts: all.concepts_generated.mainstream.length + all.concepts_generated.offstream.length,
        posts: all.posts_generated.length,
        captions: all.media_captioned.length,
        generated: ((await postList(owner.cookie)).body as { data: unknown[] }).data.length,
      };
    };

    it('GET /api/user/recent-generations (every kind) lists only the caller’s', async () => {
      for (const list of Object.values(recent(stranger.cookie))) {
        const text = JSON.stringify((await list()).body);
        expect(text).not.toContain(post.id);
        expect(text).not.toContain(run.data.mainstream[0]?.id);
        expect(text).not.toContain(caption.id);
      }
    });

    it('GET /api/user/generations/posts lists only the caller’s', async () => {
      const text = JSON.stringify((await postList(stranger.cookie)).body);
      for (const p of run.data.posts) expect(text).not.toContain(p.id);
    });

    it('GET /api/user/images/{id} is a 404 for anyone but the owner', async () => {
      const r = await g.app.request(`${g.base}${post.content_url}`, { headers: { cookie: stranger.cookie } });
      expect(r.status).toBe(404);
    });

    it('DELETE /api/user/generation/{kind}/{id} of another’s is a 404 and deletes nothing', async () => {
      const before = await ownerCount();
      expect((await deleteOne('posts', post.id, stranger.cookie)).status).toBe(404);
      expect((await deleteOne('concepts', String(run.data.mainstream[0]?.id), stranger.cookie)).status).toBe(
        404,
      );
      expect((await deleteOne('media-captions', caption.id, stranger.cookie)).status).toBe(404);
      expect(await ownerCount()).toEqual(before);
    });

    it('DELETE /api/user/generation/{kind} clears only the caller’s', async () => {
      const before = await ownerCount();
      for (const kind of ['posts', 'concepts', 'media-captions']) {
        expect((await deleteAll(kind, stranger.cookie)).status).toBe(200);
      }
      expect(await ownerCount()).toEqual(before);
    });

    it('PUT /api/user/generations/post/save and DELETE /api/user/generations/post/{id} of another’s are 404s', async () => {
      const target = run.data.posts[0];
      const before = await g.db
        .select()
        .from(posts)
        .where(eq(posts.id, target?.id ?? ''));
      const save = await g.savePost(stranger.cookie, {
        id: target?.id,
        title: 'Mine now',
        content: 'x',
      });
      expect(save.status).toBe(404);
      expect((await deletePost(String(target?.id), stranger.cookie)).status).toBe(404);
      expect(
        await g.db
          .select()
          .from(posts)
          .where(eq(posts.id, target?.id ?? '')),
      ).toEqual(before);
    });

    it('POST runs charge only the caller', async () => {
      const [before] = await g.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, owner.id));
      await concepts(stranger.cookie);
      await drafts(stranger.cookie, 1);
      const [after] = await g.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, owner.id));
      expect(after).toEqual(before);
    });
  });
});
