import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLibraryCursor, type LibraryResponse } from '../../edge/features/library/contract.ts';
import { read } from './api-client.ts';
import { type GenerationHarness, generationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

type Query = { kind?: string; saved?: string; q?: string; cursor?: string };
type Page = Extract<LibraryResponse, { kind: 'posts' }> | Extract<LibraryResponse, { kind: 'concepts' }>;
type Item = { id: string; title: string };

describe.each(drivers)('the library (GET /api/user/library) on %s', (driver) => {
  let g: GenerationHarness;
  /** Someone with 9 concept runs (45 concepts and their 45 posts), one drafted post, two saved ones. */
  let owner: Awaited<ReturnType<GenerationHarness['person']>>;
  /** Every concept's id from the runs, newest first, as the library must list them. */
  let conceptIds: string[];
  let savedConceptPost: { id: string; concept_id: string; title: string };
  let drafted: string;

  const library = (cookie: string | undefined, query: Query) =>
    read(g.api(cookie).user.library.$get({ query: query as never }));
  const page = async (cookie: string, query: Query) => {
    const r = await library(cookie, query);
    if (r.status !== 200) throw new Error(`library ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body as unknown as Page;
  };
  /** Every page, following next_cursor to its end. */
  const everything = async (cookie: string, query: Query) => {
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(cookie, { ...query, ...(cursor ? { cursor } : {}) });
      pages.push(next);
      cursor = next.next_cursor ?? undefined;
    } while (cursor && pages.length < 20);
    return { pages, items: pages.flatMap((p) => p.data as Item[]) };
  };

  beforeAll(async () => {
    g = await generationHarness(driver);
    owner = await g.person(20_00);
    const runs = [];
    for (let run = 0; run < 9; run++) {
      const r = await g.generateConcepts(owner.cookie, {
        handles: [{ type: 'instagram', reference: 'ada.bakes' }],
        additional_instructions: `Run ${run}.`,
      });
      if (r.status !== 200) throw new Error(`concepts ${r.status}`);
      runs.push(
        r.body.data as {
          mainstream: { id: string }[];
          offstream: { id: string }[];
          posts: { id: string; concept_id: string; title: string }[];
        },
      );
    }
    conceptIds = runs.toReversed().flatMap((r) => [...r.mainstream, ...r.offstream].map((c) => c.id));
    const post = runs[4]?.posts[2];
    if (!post) throw new Error('no post');
    const saved = await g.savePost(owner.cookie, { id: post.id, title: post.title, content: 'Kept.' });
    expect(saved.status).toBe(200);
    savedConceptPost = post;
    expect((await g.savePost(owner.cookie, { title: 'From text', content: 'My own words.' })).status).toBe(
      200,
    );
    const files = [new File([pngPicture(12, 12) as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' })];
    const r = await g.draftPosts(owner.cookie, { query: {}, form: { files } });
    if (r.status !== 200) throw new Error(`posts ${r.status}`);
    drafted = (r.body.data as { id: string }[])[0]?.id ?? '';
  }, 120_000);
  afterAll(() => g.dispose());

  it('answers 401 to a visitor', async () => {
    expect((await library(undefined, { kind: 'posts' })).status).toBe(401);
  });

  it('pages through 45 concepts newest first, 20 at a time, with no duplicates and no gaps', async () => {
    const { pages, items } = await everything(owner.cookie, { kind: 'concepts' });
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, 5]);
    expect(pages.at(-1)?.next_cursor).toBeNull();
    expect(items.map((c) => c.id)).toEqual(conceptIds);
    expect(pages[0]?.kind).toBe('concepts');
    // A concept comes whole, with the post drafted with it, as the recent lists show it.
    expect(pages[0]?.data[0]).toMatchObject({
      id: conceptIds[0],
      content_url: null,
      post: expect.any(Object),
    });
  });

  it('lists posts of every source, newest first, each saying where it came from and whether it is saved', async () => {
    const { pages, items } = await everything(owner.cookie, { kind: 'posts' });
    const posts = items as unknown as { id: string; source: string; saved: boolean; created_at: string }[];
    expect(posts).toHaveLength(47); // 45 with concepts, one from text, one drafted from an image
    expect(new Set(posts.map((p) => p.id)).size).toBe(47);
    expect(pages.map((p) => p.data.length)).toEqual([20, 20, 7]);
    expect(posts[0]).toMatchObject({ id: drafted, source: 'drafted', saved: false });
    expect(posts[1]).toMatchObject({ title: 'From text', source: 'saved', saved: true, concept_id: null });
    expect(posts.find((p) => p.id === savedConceptPost.id)).toMatchObject({
      source: 'concept',
      concept_id: savedConceptPost.concept_id,
      saved: true,
    });
    expect(posts.filter((p) => p.source === 'concept')).toHaveLength(45);
  });

  it('keeps saved posts only with saved=true (and concepts whose post was saved)', async () => {
    const posts = await page(owner.cookie, { kind: 'posts', saved: 'true' });
    expect(posts.data.map((p) => p.title)).toEqual(['From text', savedConceptPost.title]);
    expect(posts.next_cursor).toBeNull();
    const concepts = await page(owner.cookie, { kind: 'concepts', saved: 'true' });
    expect(concepts.data.map((c) => c.id)).toEqual([savedConceptPost.concept_id]);
    expect((await page(owner.cookie, { kind: 'posts', saved: 'false' })).data).toHaveLength(20);
  });

  it('shows each person only their own library', async () => {
    const stranger = await g.person(0);
    expect((await page(stranger.cookie, { kind: 'posts' })).data).toEqual([]);
    expect((await page(stranger.cookie, { kind: 'concepts' })).data).toEqual([]);
    expect((await page(stranger.cookie, { kind: 'posts', q: 'From text' })).data).toEqual([]);
    // Another person's cursor only says where to start: it still reads the caller's own rows.
    const first = await page(owner.cookie, { kind: 'posts' });
    const cursor = first.next_cursor ?? '';
    expect((await page(stranger.cookie, { kind: 'posts', cursor })).data).toEqual([]);
  });

  it('searches titles and texts case-insensitively, with % and _ matching only themselves', async () => {
    const p = await g.person(0);
    const save = async (title: string, content: string) =>
      expect((await g.savePost(p.cookie, { title, content })).status).toBe(200);
    await save('100% butter croissant', 'Laminated by hand.');
    await save('Rye loaf', 'Half butter, half lard.');
    await save('snake_case tips', 'Name things well.');
    await save('snakeXcase', 'Not an underscore.');
    await save('Plain', 'Only 100 percent joy.');
    const titles = async (q: string) =>
      (await page(p.cookie, { kind: 'posts', q })).data.map((x) => x.title).toSorted();
    expect(await titles('BUTTER')).toEqual(['100% butter croissant', 'Rye loaf']);
    expect(await titles('%')).toEqual(['100% butter croissant']);
    expect(await titles('0% b')).toEqual(['100% butter croissant']);
    expect(await titles('_')).toEqual(['snake_case tips']);
    expect(await titles('e_c')).toEqual(['snake_case tips']);
    expect(await titles('\\')).toEqual([]);
    expect(await titles('LAMINATED')).toEqual(['100% butter croissant']); // the variant's text
    expect(await titles('   ')).toHaveLength(5); // only spaces: no search
  });

  it('searches concepts by title, concept and details', async () => {
    const all = (await everything(owner.cookie, { kind: 'concepts' })).items as unknown as {
      id: string;
      concept: Record<string, string>;
    }[];
    const title = all[7]?.concept.Title ?? '';
    const q = title.slice(0, 12).toUpperCase();
    const found = (await everything(owner.cookie, { kind: 'concepts', q })).items as unknown as typeof all;
    expect(found.map((c) => c.id)).toContain(all[7]?.id);
    for (const c of found) {
      const text = [c.concept.Title, c.concept.Concept, c.concept.Details].join(' ').toLowerCase();
      expect(text).toContain(q.toLowerCase());
    }
    expect((await page(owner.cookie, { kind: 'concepts', q: 'no concept says this' })).data).toEqual([]);
  });

  it('refuses an unknown kind and a cursor it did not hand out with 400', async () => {
    const refused = async (query: Query) => {
      const r = await library(owner.cookie, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      return String(r.body.message);
    };
    expect(await refused({ kind: 'captions' })).toMatch(/^kind: Unknown kind/);
    expect(await refused({ kind: 'posts', cursor: 'garbage!' })).toMatch(/^cursor: /);
    expect(await refused({ kind: 'posts', cursor: 'bm90IGEgY3Vyc29y' })).toMatch(/^cursor: /);
    expect(await refused({ kind: 'posts', cursor: btoa('posts:-1') })).toMatch(/^cursor: /);
    // A page of posts does not continue a list of concepts.
    const concepts = encodeLibraryCursor({ kind: 'concepts', seq: 10 });
    expect(await refused({ kind: 'posts', cursor: concepts })).toMatch(/^cursor: /);
    expect(await refused({ kind: 'posts', saved: 'yes' })).toMatch(/^saved: /);
  });

  it('answers one item by kind and id, as its page lists it, and only to its owner', async () => {
    const item = (cookie: string | undefined, kind: string, id: string) =>
      read(g.api(cookie).user.library[':kind'][':id'].$get({ param: { kind, id } }));
    const listed = (await everything(owner.cookie, { kind: 'posts' })).items;
    const post = await item(owner.cookie, 'posts', savedConceptPost.id);
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ success: true, kind: 'posts' });
    const shown = listed.find((p) => p.id === savedConceptPost.id);
    expect((post.body as { data: unknown }).data).toEqual(shown);
    const drawn = await item(owner.cookie, 'posts', drafted);
    expect((drawn.body as { data: { images: unknown[] } }).data.images).toHaveLength(1);

    const concepts = (await page(owner.cookie, { kind: 'concepts' })).data;
    const concept = await item(owner.cookie, 'concepts', conceptIds[3] ?? '');
    expect(concept.status).toBe(200);
    expect(concept.body).toEqual({ success: true, kind: 'concepts', data: concepts[3] });

    const stranger = await g.person(0);
    expect((await item(stranger.cookie, 'posts', drafted)).status).toBe(404);
    expect((await item(stranger.cookie, 'concepts', conceptIds[0] ?? '')).status).toBe(404);
    expect((await item(undefined, 'posts', drafted)).status).toBe(401);
    // A post's id is no concept's, an unknown kind or a malformed id names nothing.
    expect((await item(owner.cookie, 'concepts', drafted)).status).toBe(404);
    expect((await item(owner.cookie, 'captions', drafted)).status).toBe(404);
    expect((await item(owner.cookie, 'posts', 'not-an-id')).status).toBe(404);
  });

  it('reads a page in one statement after the session lookup (two for concepts), however deep', async () => {
    const statements = async (query: Query) => {
      const before = g.db.stats().queries;
      await page(owner.cookie, query);
      return g.db.stats().queries - before;
    };
    const deep = (await page(owner.cookie, { kind: 'posts' })).next_cursor ?? '';
    await statements({ kind: 'posts' }); // the first read may mark the session as seen
    expect(await statements({ kind: 'posts' })).toBe(2);
    expect(await statements({ kind: 'posts', cursor: deep, q: 'a', saved: 'false' })).toBe(2);
    expect(await statements({ kind: 'concepts' })).toBe(3);
    expect(await statements({ kind: 'concepts', q: 'no concept says this' })).toBe(2);
  });
});
