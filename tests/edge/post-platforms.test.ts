import { beforeAll, describe, expect, it } from 'vitest';
import { measureVariant, postedText, rulesFor } from '../../edge/contract/platforms.ts';
import type { CreatedPost, EditPostRequest } from '../../edge/features/posts/contract.ts';
import { read } from './api-client.ts';
import { profileForm } from './auth-helpers.ts';
import { type GenerationHarness, suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

type Answer = { success: boolean; data: CreatedPost[]; message?: string; code?: string };

const png = (w = 40, h = 30, name = 'bake.png') =>
  new File([pngPicture(w, h) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });

/** Post Drafting for named platforms: variants, carousel, alt text, and a person's corrections. */
describe.each(drivers)('posts for named platforms on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const draft = async (
    cookie: string,
    files: File[],
    fields: { platforms?: string; carousel?: 'true' | 'false'; media_context?: string } = {},
    headers: Record<string, string> = {},
  ) => {
    const r = await g.draftPosts(cookie, { query: {}, form: { files, ...fields } }, { headers });
    return { status: r.status, body: r.body as unknown as Answer };
  };
  const edit = (cookie: string, id: string, json: EditPostRequest) =>
    read(g.api(cookie).user.generation.posts[':id'].$patch({ param: { id }, json }));

  it('drafts one post per image, each with a plain-text variant per platform within its limit and alt text per image', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [png(40, 30, 'loaf.png'), png(30, 40, 'buns.png')], {
      platforms: 'instagram,bluesky,linkedin',
      media_context: 'This morning’s rye loaves',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(2);
    for (const post of r.body.data) {
      expect(post.variants.map((v) => v.platform)).toEqual(['instagram', 'bluesky', 'linkedin']);
      for (const variant of post.variants) {
        if (variant.platform === null) throw new Error('a named platform');
        expect(measureVariant(variant.platform, variant)).toEqual({
          length: variant.length,
          limit: variant.limit,
        });
        expect(variant.length).toBeLessThanOrEqual(variant.limit);
        expect(variant.text).not.toMatch(/\*\*|^- |^#/m);
        expect(variant.hashtags.every((tag) => !tag.startsWith('#'))).toBe(true);
      }
      expect(post.content).toBe(postedText(post.variants[0] ?? { text: '', hashtags: [] }));
      expect(post.images).toHaveLength(1);
      expect(post.images[0]?.content_url).toBe(post.content_url);
      expect(post.images[0]?.alt_text).toContain('This morning’s rye loaves');
    }
    // Priced per image, variants included.
    expect(await g.money(p.id)).toEqual({ balanceCents: 40, ledgerSum: 40 });
    expect(g.model.postCalls.at(-1)).toMatchObject({ platforms: ['instagram', 'bluesky', 'linkedin'] });
  });

  it('drafts one carousel post from several images, still priced per image', async () => {
    const p = await g.person(1_00);
    const r = await draft(p.cookie, [png(), png(), png()], {
      platforms: 'instagram,bluesky',
      carousel: 'true',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]?.images).toHaveLength(3);
    expect(r.body.data[0]?.images.map((i) => i.alt_text)).toEqual([
      expect.stringMatching(/photo 1 of 3/),
      expect.stringMatching(/photo 2 of 3/),
      expect.stringMatching(/photo 3 of 3/),
    ]);
    expect(g.model.postCalls.at(-1)?.images).toHaveLength(3);
    expect(await g.money(p.id)).toEqual({ balanceCents: 10, ledgerSum: 10 });
  });

  it('writes for the person’s own platforms by default (at most three that take image posts), else Instagram', async () => {
    const none = await g.person(1_00);
    expect((await draft(none.cookie, [png()])).body.data[0]?.variants.map((v) => v.platform)).toEqual([
      'instagram',
    ]);
    const p = await g.person(1_00);
    const handles = ['youtube', 'x', 'bluesky', 'x', 'mastodon', 'linkedin'].map((type, i) => ({
      type,
      reference:
        type === 'bluesky' ? 'ada.bsky.social' : type === 'mastodon' ? 'ada@mastodon.social' : `ada${i}x`,
    }));
    const saved = await g.saveProfile(p.cookie, profileForm({ language: 'en-GB', your_handles: handles }));
    expect(saved.status).toBe(200);
    expect((await draft(p.cookie, [png()])).body.data[0]?.variants.map((v) => v.platform)).toEqual([
      'x',
      'bluesky',
      'mastodon',
    ]);
  });

  it.each([
    [{ platforms: 'myspace' }, 'Unknown platform "myspace". Choose platforms from the list.'],
    [{ platforms: 'website' }, 'Unknown platform "website". Choose platforms from the list.'],
    [{ platforms: 'youtube' }, 'YouTube does not take image posts. Choose another platform.'],
    [{ platforms: 'instagram,x,bluesky,linkedin' }, 'Choose at most 3 platforms to post to.'],
    [{ platforms: ' , ' }, 'Choose at least one platform to post to.'],
    [{ carousel: 'true' as const }, 'One post for all images needs at least 2 images.'],
  ])('refuses %o with a clear 400 and charges nothing', async (fields, message) => {
    const p = await g.person(1_00);
    const before = await g.footprint(p.id);
    const r = await draft(p.cookie, [png()], fields);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
    expect(await g.footprint(p.id)).toEqual(before);
  });

  it('refuses a carousel larger than its strictest platform takes', async () => {
    const p = await g.person(5_00);
    const r = await draft(p.cookie, [png(), png(), png(), png(), png()], {
      platforms: 'instagram,bluesky',
      carousel: 'true',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      `One post for all images takes at most ${rulesFor('bluesky').images.max} images on Bluesky. Remove 1 or draft one post per image.`,
    );
    expect(await g.money(p.id)).toEqual({ balanceCents: 500, ledgerSum: 500 });
  });

  it('counts the platforms and the carousel choice in the Idempotency-Key request: another choice with the key is a 422', async () => {
    const p = await g.person(1_00);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    expect((await draft(p.cookie, [png()], { platforms: 'instagram' }, key)).status).toBe(200);
    expect((await draft(p.cookie, [png()], { platforms: 'instagram' }, key)).status).toBe(200);
    expect((await draft(p.cookie, [png()], { platforms: 'linkedin' }, key)).status).toBe(422);
    expect(await g.money(p.id)).toEqual({ balanceCents: 70, ledgerSum: 70 });
  });

  it('sends a variant over its limit back once to be fitted, and keeps one still over as it is', async () => {
    const p = await g.person(1_00);
    const long = 'Fresh rye, slow fermented for two days. '.repeat(12).trim();
    g.model.postAnswer = () => ({
      title: 'Rye day',
      variants: [
        { platform: 'bluesky', title: '', text: long, hashtags: ['rye'] },
        { platform: 'instagram', title: '', text: '**Rye** day', hashtags: ['#rye', 'bread', 'rye'] },
      ],
      alt_texts: ['Three rye loaves on a rack.'],
    });
    const fits = g.model.fitCalls.length;
    const r = await draft(p.cookie, [png()], { platforms: 'instagram,bluesky' });
    expect(r.status).toBe(200);
    expect(g.model.fitCalls.length - fits).toBe(1);
    expect(g.model.fitCalls.at(-1)?.variants).toMatchObject([{ platform: 'bluesky', limit: 300 }]);
    const [instagram, bluesky] = r.body.data[0]?.variants ?? [];
    // In the order asked for, Markdown gone, hashtags as words without repeats.
    expect(instagram).toMatchObject({ platform: 'instagram', text: 'Rye day', hashtags: ['rye', 'bread'] });
    expect(bluesky?.length).toBeLessThanOrEqual(300);
    expect(r.body.data[0]?.images[0]?.alt_text).toBe('Three rye loaves on a rack.');
  });

  it('refunds the run when the model leaves out a platform', async () => {
    const p = await g.person(1_00);
    g.model.postAnswer = () => ({
      title: 'Rye day',
      variants: [{ platform: 'instagram', title: '', text: 'Rye day', hashtags: [] }],
      alt_texts: [],
    });
    const r = await draft(p.cookie, [png()], { platforms: 'instagram,linkedin' });
    expect(r.status).toBe(502);
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
  });

  describe('PATCH /api/user/generation/posts/{id}', () => {
    let owner: Awaited<ReturnType<GenerationHarness['person']>>;
    let post: CreatedPost;
    beforeAll(async () => {
      g.model.postAnswer = null;
      owner = await g.person(1_00);
      const r = await draft(owner.cookie, [png()], { platforms: 'instagram,x' });
      post = r.body.data[0] as CreatedPost;
    });

    it('saves the owner’s text, hashtags and alt text, keeping the model’s original for Revert', async () => {
      const r = await edit(owner.cookie, post.id, {
        variants: [{ platform: 'x', text: 'Rye is back. Come early!', hashtags: ['#rye', 'Leeds', ''] }],
        alt_texts: ['A rye loaf on a floury board.'],
      });
      expect(r.status).toBe(200);
      const data = (r.body as { data: CreatedPost }).data;
      const x = data.variants.find((v) => v.platform === 'x');
      expect(x).toMatchObject({ text: 'Rye is back. Come early!', hashtags: ['rye', 'Leeds'] });
      expect(x?.original.text).toBe(post.variants.find((v) => v.platform === 'x')?.text);
      expect(x?.length).toBe(
        measureVariant('x', { text: 'Rye is back. Come early!', hashtags: ['rye', 'Leeds'] }).length,
      );
      expect(data.variants.find((v) => v.platform === 'instagram')).toEqual(
        post.variants.find((v) => v.platform === 'instagram'),
      );
      expect(data.images[0]).toMatchObject({
        alt_text: 'A rye loaf on a floury board.',
        original_alt_text: post.images[0]?.alt_text,
      });
      // The recent list shows the edit.
      const recent = await read(g.api(owner.cookie).user['recent-generations'].posts.$get());
      const listed = (recent.body as { data: { posts_generated: CreatedPost[] } }).data.posts_generated;
      expect(listed.find((x) => x.id === post.id)?.images[0]?.alt_text).toBe('A rye loaf on a floury board.');
    });

    it.each([
      [
        { variants: [{ platform: 'linkedin', text: 'x', hashtags: [] }] },
        'This post has no LinkedIn variant.',
      ],
      [
        { variants: [{ platform: 'x', text: 'a'.repeat(561), hashtags: [] }] },
        'The X text may be at most 560 characters, twice what X takes.',
      ],
      [{ variants: [{ platform: 'x', text: '   ', hashtags: [] }] }, 'variants.0.text: Write the post text.'],
      [{ alt_texts: ['one', 'two'] }, 'Send one alt text per image: this post has 1 image.'],
      [{}, 'Send variants or alt_texts to change.'],
    ] as [EditPostRequest, string][])('refuses %o with a 400 and changes nothing', async (body, message) => {
      const before = await read(g.api(owner.cookie).user['recent-generations'].posts.$get());
      const r = await edit(owner.cookie, post.id, body);
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toBe(message);
      expect((await read(g.api(owner.cookie).user['recent-generations'].posts.$get())).body).toEqual(
        before.body,
      );
    });

    it('is a 404 for anyone but the owner, and for an unknown id', async () => {
      const stranger = await g.person(0);
      const body = { variants: [{ platform: 'x' as const, text: 'Mine now', hashtags: [] }] };
      expect((await edit(stranger.cookie, post.id, body)).status).toBe(404);
      expect((await edit(owner.cookie, crypto.randomUUID(), body)).status).toBe(404);
    });
  });
});
