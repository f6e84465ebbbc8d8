import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../edge/db/migrate.ts';
import { migrations } from '../../edge/db/migrations.gen.ts';
import { listGeneratedPosts } from '../../edge/features/concepts/generated-posts.ts';
import { recentConcepts, recentPosts } from '../../edge/features/library/recent.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers.ts';

/**
 * 0008/0009 fold the three kinds of post (drafted `posts`, the concept page's `generated_posts`, and
 * a concept's own post columns) into one post model. This database is written as the app before
 * them wrote it (raw SQL: those tables no longer exist in the schema), then migrated, and read back
 * through the product's own reads.
 */
const before = migrations.findIndex((m) => m.tag.startsWith('0008_'));
/** A row's fixed id: the UUID ending in `end` (01 the user, a… runs, c… concepts, d… and e… posts). */
const id = (end: string) => `00000000-0000-4000-8000-0000000000${end}`;
const U = id('01');
const RUN = id('a1');
const DRAFT_RUN = id('a2');
const C1 = id('c1');
const C2 = id('c2');
const C3 = id('c3');
const DRAFTED = id('d1');
const TEXT_ONLY = id('d2');
const COPY_1 = id('e1');
const COPY_2 = id('e2');
const FROM_TEXT = id('e3');

describe.each(drivers)('the one post model migration on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver, { prepared: false });
    await migrate(t.db, migrations.slice(0, before));
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`;
    for (const statement of [
      sql`insert into users (id, email) values (${U}, 'baker@example.com')`,
      sql`insert into generations (id, user_id, kind, status, input, finished_at) values
        (${RUN}, ${U}, 'concepts', 'succeeded', '{}', now()), (${DRAFT_RUN}, ${U}, 'posts', 'succeeded', '{}', now())`,
      sql`insert into concepts (id, user_id, generation_id, stream, title, concept, details, practical_tips, media_inspiration, post_title, post_content, created_at) values
        (${C1}, ${U}, ${RUN}, 'mainstream', 'Rye week', 'c', 'd', 't', 'm', 'Rye week post', 'Rye **is** back', ${at(1)}),
        (${C2}, ${U}, ${RUN}, 'mainstream', 'Croissants', 'c', 'd', 't', 'm', 'Croissant post', 'Layers', ${at(1)}),
        (${C3}, ${U}, ${RUN}, 'offstream', 'Failed loaves', 'c', 'd', 't', 'm', 'Failure post', 'Flat', ${at(1)})`,
      sql`insert into blobs (id, user_id, mime, bytes, size) values ('blob-1', ${U}, 'image/png', '\\x89504e47'::bytea, 4)`,
      sql`insert into posts (id, user_id, generation_id, title, content, image_blob_id, position, created_at) values
        (${DRAFTED}, ${U}, ${DRAFT_RUN}, 'Morning bake', '**Fresh** loaves', 'blob-1', 0, ${at(2)}),
        (${TEXT_ONLY}, ${U}, ${DRAFT_RUN}, 'Opening hours', 'Open at 7', null, 1, ${at(3)})`,
      // C1's copy unsaved, C2's copy saved with an edit, C3's copy deleted by the person; one saved from text.
      sql`insert into generated_posts (id, user_id, concept_id, title, content, saved_at, created_at) values
        (${COPY_1}, ${U}, ${C1}, 'Rye week post', 'Rye **is** back', null, ${at(1)}),
        (${COPY_2}, ${U}, ${C2}, 'Croissants!', 'Layers, edited', ${at(5)}, ${at(1)}),
        (${FROM_TEXT}, ${U}, null, 'My own', 'Typed by me', ${at(6)}, ${at(6)})`,
    ]) {
      await t.db.execute(statement);
    }
    await migrate(t.db);
  });
  afterAll(() => t.dispose());

  it('keeps every post with its id, text, image and saved state, in one table', async () => {
    const count = await t.db.execute(sql`select count(*)::int as n from posts`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);

    const drafted = await recentPosts(t.db, U);
    expect(drafted.map((p) => [p.id, p.title, p.content, p.content_url])).toEqual([
      [TEXT_ONLY, 'Opening hours', 'Open at 7', null],
      [DRAFTED, 'Morning bake', '**Fresh** loaves', '/api/user/images/blob-1'],
    ]);
    expect(drafted[1]?.variants).toMatchObject([{ platform: null, text: '**Fresh** loaves', hashtags: [] }]);
    expect(drafted[1]?.images).toEqual([
      { content_url: '/api/user/images/blob-1', alt_text: '', original_alt_text: '' },
    ]);

    const listed = await listGeneratedPosts(t.db, U);
    expect(listed.map((p) => [p.id, p.concept_id, p.title, p.content, p.saved])).toEqual([
      [FROM_TEXT, null, 'My own', 'Typed by me', true],
      [COPY_2, C2, 'Croissants!', 'Layers, edited', true],
      [COPY_1, C1, 'Rye week post', 'Rye **is** back', false],
    ]);
  });

  it('makes the concept page copy each concept’s own post; a copy the person deleted leaves none', async () => {
    const { mainstream, offstream } = await recentConcepts(t.db, U);
    const postOf = (id: string) => [...mainstream, ...offstream].find((c) => c.id === id)?.post;
    expect(postOf(C1)).toMatchObject({ title: 'Rye week post', content: 'Rye **is** back' });
    expect(postOf(C2)).toMatchObject({ title: 'Croissants!', content: 'Layers, edited' });
    expect(postOf(C3)).toBeNull();
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'concepts' and column_name like 'post_%'`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
