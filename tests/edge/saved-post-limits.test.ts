import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, postVariants } from '../../edge/db/schema/index.ts';
import { savedPostsFull, savesTooFast } from '../../edge/features/concepts/contract.ts';
import { read } from './api-client.ts';
import { type SavePostBody, suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';

const handles = [{ type: 'instagram', reference: 'ada.bakes' }];

/** Saving costs nothing, so saves are bounded per person: per minute, and saved posts in all. */
describe.each(drivers)('the bounds on saving posts on %s', (driver) => {
  // Small bounds, so reaching them takes a few requests (the defaults, 60 and 1,000: config.test.ts).
  const g = suiteGenerationHarness(driver, { env: { POST_SAVES_PER_MINUTE: '5', SAVED_POSTS_MAX: '3' } });

  const saver = (cookie: string) => (body: SavePostBody) => g.savePost(cookie, body);
  const savedCount = async (userId: string) =>
    (
      await g.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.userId, userId), isNotNull(posts.savedAt)))
    ).length;

  it('refuses the 6th save within a minute with 429 and Retry-After, and saves again once the minute is over', async () => {
    const p = await g.person(0);
    const save = saver(p.cookie);
    const first = await save({ title: 'Post', content: 'Draft 0' });
    expect(first.status).toBe(200);
    const id = (first.body.data as { id: string }).id;
    // Editing a saved post is a save too: 4 more edits fill the minute.
    for (let i = 1; i < 5; i += 1) {
      expect((await save({ id, title: 'Post', content: `Draft ${i}` })).status).toBe(200);
    }
    const refused = await save({ id, title: 'Post', content: 'Draft 5' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'too_many_saves', message: savesTooFast(5) });
    expect(refused.res.headers.get('retry-after')).toBe('60');
    const [stored] = await g.db.select().from(postVariants).where(eq(postVariants.postId, id));
    expect(stored?.text).toBe('Draft 4');

    g.advance(30_000);
    expect(
      (await save({ title: 'Another', content: 'x' })).res.headers.get('retry-after'),
      'still inside the minute',
    ).toBe('30');
    g.advance(30_000);
    expect((await save({ id, title: 'Post', content: 'Draft 5' })).status).toBe(200);
  });

  it('keeps at most SAVED_POSTS_MAX saved posts: a save that would add one is a 409, editing still works', async () => {
    const p = await g.person(10_00);
    const save = saver(p.cookie);
    const run = await g.generateConcepts(p.cookie, { handles });
    expect(run.status).toBe(200);
    const drafted = (run.body.data as { posts: { id: string; title: string; content: string }[] }).posts;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const r = await save({ title: `Mine ${n}`, content: 'Bread.' });
      expect(r.status).toBe(200);
      ids.push((r.body.data as { id: string }).id);
    }
    const full = await save({ title: 'Mine 4', content: 'Bread.' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ success: false, code: 'saved_posts_full', message: savedPostsFull(3) });
    expect(savedPostsFull(1000)).toBe(
      'You have 1,000 saved posts, the most Plume keeps. Delete one to save another.',
    );
    // Marking a drafted post saved would add one too; editing one already saved does not.
    const unsaved = drafted[0];
    if (!unsaved) throw new Error('no drafted post');
    const mark = await save({ id: unsaved?.id, title: unsaved?.title, content: unsaved?.content });
    expect(mark.status).toBe(409);
    expect((await save({ id: ids[0], title: 'Mine 1, edited', content: 'Rye.' })).status).toBe(200);
    expect(await savedCount(p.id)).toBe(3);

    g.advance(60_000); // a fresh minute of saves
    expect(
      (await read(g.api(p.cookie).user.generations.post[':id'].$delete({ param: { id: String(ids[1]) } })))
        .status,
    ).toBe(200);
    expect((await save({ id: unsaved?.id, title: unsaved?.title, content: unsaved?.content })).status).toBe(
      200,
    );
    expect(await savedCount(p.id)).toBe(3);
  });
});

describe('the save bounds under concurrency on the PostgreSQL server', () => {
  const g = suiteGenerationHarness('pg', { env: { SAVED_POSTS_MAX: '10', POST_SAVES_PER_MINUTE: '15' } });

  const statuses = (answers: { status: number }[]) => {
    const n: Record<number, number> = {};
    for (const { status } of answers) n[status] = (n[status] ?? 0) + 1;
    return n;
  };

  it('20 saves at once with one saved post left: exactly one is stored', async () => {
    const p = await g.person(0);
    for (let n = 1; n <= 9; n += 1) {
      expect((await g.savePost(p.cookie, { title: `Post ${n}`, content: 'x' })).status).toBe(200);
    }
    g.advance(60_000); // a fresh minute; a refused save rolls back, its count in the minute too
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => g.savePost(p.cookie, { title: `Burst ${i}`, content: 'x' })),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    const saved = await g.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, p.id), isNotNull(posts.savedAt)));
    expect(saved).toHaveLength(10);
  });

  it('20 edits at once with 15 saves a minute: exactly 15 are taken', async () => {
    const p = await g.person(0);
    const first = await g.savePost(p.cookie, { title: 'Post', content: 'x' });
    const id = (first.body.data as { id: string }).id;
    g.advance(60_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => g.savePost(p.cookie, { id, title: 'Post', content: `${i}` })),
    );
    expect(statuses(answers)).toEqual({ 200: 15, 429: 5 });
  });
});
