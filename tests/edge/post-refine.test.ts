import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations } from '../../edge/db/schema/index.ts';
import { ModelError } from '../../edge/engines/model/content-model.ts';
import type { CreatedPost, RefinePostRequest, RefineResponse } from '../../edge/features/posts/contract.ts';
import { read } from './api-client.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

const png = () =>
  new File([pngPicture(40, 30) as Uint8Array<ArrayBuffer>], 'bake.png', { type: 'image/png' });

/** Refine: one variant rewritten as asked, a paid run of its own ($0.05), Undo-able. */
describe.each(drivers)('POST /api/user/generation/posts/{id}/refine on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  /** A person with `cents` after drafting one post for Instagram and LinkedIn (30 cents). */
  async function withPost(cents = 1_00) {
    const p = await g.person(cents + 30);
    const r = await g.draftPosts(p.cookie, {
      query: {},
      form: {
        files: [png()],
        platforms: 'instagram,linkedin',
        media_context: 'Rye loaves. Fresh from the oven.',
      },
    });
    const post = (r.body as unknown as { data: CreatedPost[] }).data[0] as CreatedPost;
    return { p, post };
  }
  const refine = (
    cookie: string,
    id: string,
    json: RefinePostRequest,
    headers: Record<string, string> = {},
  ) => read(g.api(cookie, { headers }).user.generation.posts[':id'].refine.$post({ param: { id }, json }));

  it('rewrites one variant, charges $0.05 once, and answers the text as it was for Undo', async () => {
    const { p, post } = await withPost();
    const before = post.variants.find((v) => v.platform === 'linkedin');
    const r = await refine(p.cookie, post.id, { platform: 'linkedin', instruction: 'shorter' });
    expect(r.status).toBe(200);
    const body = r.body as unknown as RefineResponse;
    const after = body.data.variants.find((v) => v.platform === 'linkedin');
    expect(after?.text.length).toBeLessThanOrEqual(Math.ceil((before?.text.length ?? 0) * 0.6));
    expect(after?.original).toEqual(before?.original);
    expect(body.previous).toEqual({ platform: 'linkedin', text: before?.text, hashtags: before?.hashtags });
    expect(body.data.variants.find((v) => v.platform === 'instagram')).toEqual(
      post.variants.find((v) => v.platform === 'instagram'),
    );
    expect(body.current_balance).toBe(0.95);
    expect(await g.money(p.id)).toEqual({ balanceCents: 95, ledgerSum: 95 });
    // Undo is a correction with the previous text, and costs nothing.
    const undo = await read(
      g.api(p.cookie).user.generation.posts[':id'].$patch({
        param: { id: post.id },
        json: {
          variants: [{ platform: 'linkedin', text: body.previous.text, hashtags: body.previous.hashtags }],
        },
      }),
    );
    expect(
      (undo.body as { data: CreatedPost }).data.variants.find((v) => v.platform === 'linkedin')?.text,
    ).toBe(before?.text);
    expect(await g.money(p.id)).toEqual({ balanceCents: 95, ledgerSum: 95 });
  });

  it('charges a double click once: the same Idempotency-Key replays the first answer', async () => {
    const { p, post } = await withPost();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      refine(p.cookie, post.id, { platform: 'instagram', instruction: 'add-emoji' }, key),
      refine(p.cookie, post.id, { platform: 'instagram', instruction: 'add-emoji' }, key),
    ]);
    expect([a.status, b.status].sort()).toEqual(
      a.status === 409 || b.status === 409 ? [200, 409] : [200, 200],
    );
    expect(await g.money(p.id)).toEqual({ balanceCents: 95, ledgerSum: 95 });
  });

  it('gives the money back when the model fails, and changes nothing', async () => {
    const { p, post } = await withPost();
    g.model.failRefine = new ModelError('unavailable', 'scripted failure');
    const r = await refine(p.cookie, post.id, { platform: 'instagram', instruction: 'playful' });
    expect(r.status).toBe(502);
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
    const recent = await read(g.api(p.cookie).user['recent-generations'].posts.$get());
    const listed = (recent.body as { data: { posts_generated: CreatedPost[] } }).data.posts_generated;
    expect(listed[0]?.variants).toEqual(post.variants);
  });

  it('is its own run kind: usage statistics count no post for it', async () => {
    const { p, post } = await withPost();
    expect((await refine(p.cookie, post.id, { platform: 'instagram', instruction: 'no-emoji' })).status).toBe(
      200,
    );
    const runs = await g.db
      .select({ kind: generations.kind })
      .from(generations)
      .where(eq(generations.userId, p.id));
    expect(runs.map((r) => r.kind).sort()).toEqual(['posts', 'refine']);
  });

  it('translates (the offline model marks it as its own) and follows a custom instruction', async () => {
    const { p, post } = await withPost();
    const t = await refine(p.cookie, post.id, {
      platform: 'instagram',
      instruction: 'translate',
      language: 'de-DE',
    });
    const text = (t.body as unknown as RefineResponse).data.variants[0]?.text ?? '';
    expect(text).toMatch(/^\[Offline demo model: no translation into German/);
    expect(g.model.refineCalls.at(-1)).toMatchObject({ instruction: 'translate', language: 'de-DE' });
    const c = await refine(p.cookie, post.id, {
      platform: 'instagram',
      instruction: 'custom',
      custom: 'Say it briefly',
    });
    expect(c.status).toBe(200);
    expect(g.model.refineCalls.at(-1)).toMatchObject({ custom: 'Say it briefly' });
    expect(await g.money(p.id)).toEqual({ balanceCents: 90, ledgerSum: 90 });
  });

  it.each([
    [{ platform: 'x', instruction: 'shorter' }, 400, 'This post has no X variant.'],
    [{ platform: 'instagram', instruction: 'louder' }, 400, 'instruction: Choose how to refine the post.'],
    [
      { platform: 'instagram', instruction: 'translate' },
      400,
      'language: Choose the language to translate into.',
    ],
    [
      { platform: 'instagram', instruction: 'translate', language: 'xx-XX' },
      400,
      'language: Choose a language from the list.',
    ],
    [{ platform: 'instagram', instruction: 'custom' }, 400, 'custom: Write what to change.'],
    [
      { platform: 'instagram', instruction: 'custom', custom: 'word '.repeat(251) },
      400,
      'custom: Keep your instruction to 250 words.',
    ],
  ] as [RefinePostRequest, number, string][])(
    'refuses %o with %i and charges nothing',
    async (body, status, message) => {
      const { p, post } = await withPost();
      const before = await g.footprint(p.id);
      // Raw: the typed client would not let an unknown instruction through.
      const r = await g.send('POST', `/api/user/generation/posts/${post.id}/refine`, p.cookie, body);
      expect(r.status).toBe(status);
      expect((r.body as { message: string }).message).toBe(message);
      expect(await g.footprint(p.id)).toEqual(before);
    },
  );

  it('is a 404 for another person’s post, charging nobody', async () => {
    const { post } = await withPost();
    const stranger = await g.person(1_00);
    expect(
      (await refine(stranger.cookie, post.id, { platform: 'instagram', instruction: 'shorter' })).status,
    ).toBe(404);
    expect(await g.money(stranger.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
  });

  it('answers 402 when the wallet cannot pay, changing nothing', async () => {
    const { p, post } = await withPost(0);
    const r = await refine(p.cookie, post.id, { platform: 'instagram', instruction: 'shorter' });
    expect(r.status).toBe(402);
    expect(await g.money(p.id)).toEqual({ balanceCents: 0, ledgerSum: 0 });
  });
});

describe('refine money under a race (PostgreSQL server)', () => {
  const g = suiteGenerationHarness('pg');

  it('twenty refines at once on a wallet that pays for three: three succeed, the rest are 402 or 429, and the ledger adds up', async () => {
    const p = await g.person(15 + 30);
    const r = await g.draftPosts(p.cookie, { query: {}, form: { files: [png()], platforms: 'instagram' } });
    const post = (r.body as unknown as { data: CreatedPost[] }).data[0] as CreatedPost;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        read(
          g.api(p.cookie).user.generation.posts[':id'].refine.$post({
            param: { id: post.id },
            json: { platform: 'instagram', instruction: 'add-emoji' },
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 402 || s === 429)).toBe(true);
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(3);
    expect(await g.money(p.id)).toEqual({ balanceCents: 15 - 5 * ok, ledgerSum: 15 - 5 * ok });
  });
});
