import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultPostPlatforms } from '../../edge/contract/post-platforms.ts';
import { activities, generations, walletLedger } from '../../edge/db/schema/index.ts';
import { ModelError } from '../../edge/engines/model/content-model.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  MODEL_FAILED,
  RUN_STILL_RUNNING,
  RUNS_IN_FLIGHT,
} from '../../edge/engines/runs/contract.ts';
import { NO_HANDLES } from '../../edge/features/concepts/contract.ts';
import { profileForm } from './auth-helpers.ts';
import { type ConceptRequestBody, suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { blankProfile } from './profile-fixtures.ts';

const GENERATE = '/api/user/generate/concept';
const handles = [{ type: 'instagram', reference: 'ada.bakes' }];
const related = [{ type: 'tiktok', reference: 'breadtok' }];
const request = { handles, related_handles: related, additional_instructions: 'Sourdough week.' };

type Concept = { id: string; created_at: string; concept: Record<string, string> };
type Answer = {
  success: boolean;
  data: {
    mainstream: Concept[];
    offstream: Concept[];
    posts: { id: string; concept_id: string; title: string }[];
  };
  current_balance: number;
  model: { offline: boolean; label: string };
  message?: string;
  code?: string;
};

describe.each(drivers)('POST /api/user/generate/concept on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const generate = (
    cookie: string | undefined,
    body: ConceptRequestBody = request,
    headers: Record<string, string> = {},
  ) => g.generateConcepts(cookie, body, headers);

  it('refuses a visitor with 401', async () => {
    expect((await generate(undefined)).status).toBe(401);
  });

  it('answers 5 concepts (3 Mainstream, 2 Offstream) with their posts, charged concepts-generation once', async () => {
    const p = await g.person(1_00);
    const r = await generate(p.cookie);
    expect(r.status).toBe(200);
    const body = r.body as unknown as Answer;
    expect(body.success).toBe(true);
    expect(body.data.mainstream).toHaveLength(3);
    expect(body.data.offstream).toHaveLength(2);
    for (const item of [...body.data.mainstream, ...body.data.offstream]) {
      expect(item.created_at).toBe(g.clock.now().toISOString());
      expect(Object.keys(item.concept).sort()).toEqual(
        ['Concept', 'Details', 'Media Inspiration', 'Practical Tips', 'Title'].sort(),
      );
    }
    // One post per concept, in the concepts' order.
    expect(body.data.posts.map((p) => p.concept_id)).toEqual(
      [...body.data.mainstream, ...body.data.offstream].map((c) => c.id),
    );
    expect(body.current_balance).toBe(0.9);
    expect(body.model).toEqual({ offline: false, label: 'scripted test model' });
    expect(await g.money(p.id)).toEqual({ balanceCents: 90, ledgerSum: 90 });
    // The model got the request's handles and texts as data, and the profile.
    const call = g.model.conceptCalls.at(-1);
    expect(call).toMatchObject({
      handles,
      relatedHandles: related,
      additionalInstructions: 'Sourdough week.',
    });
    expect(call?.profile).toMatchObject({ language: 'en-US' });
    const acts = await g.db.select().from(activities).where(eq(activities.userId, p.id));
    expect(acts.filter((a) => a.type === 'generation').map((a) => a.message)).toEqual([
      'Generated 5 concepts ($0.10).',
    ]);
    const [run] = await g.db.select().from(generations).where(eq(generations.userId, p.id));
    expect(run).toMatchObject({ kind: 'concepts', status: 'succeeded', costCents: 10 });
  });

  it("uses the profile's handles when the request names none", async () => {
    const p = await g.person();
    const profile = profileForm({ language: 'pt-PT', your_handles: [{ type: 'x', reference: 'ada_bakes' }] });
    expect((await g.saveProfile(p.cookie, profile)).status).toBe(200);
    const r = await generate(p.cookie, { handles: [], related_handles: [], additional_instructions: '' });
    expect(r.status).toBe(200);
    expect(g.model.conceptCalls.at(-1)).toMatchObject({
      handles: [{ type: 'x', reference: 'ada_bakes' }],
      relatedHandles: [],
      profile: { name: 'Ada', language: 'pt-PT' },
    });
  });

  it('answers 400 before reserving when neither the request nor the profile has a handle', async () => {
    const p = await g.person();
    const before = await g.footprint(p.id);
    const r = await generate(p.cookie, {});
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: NO_HANDLES, code: 'no_handles' });
    expect(await g.footprint(p.id)).toEqual(before);
  });

  it('answers 415 to a body that is not JSON, charging nothing, and still runs on an empty one', async () => {
    const p = await g.person(1_00);
    const profile = profileForm({ your_handles: handles });
    expect((await g.saveProfile(p.cookie, profile)).status).toBe(200);
    const before = await g.footprint(p.id);
    const post = (type: string | undefined, body?: BodyInit) =>
      g.app.request(`${g.base}${GENERATE}`, {
        method: 'POST',
        headers: { origin: g.base, cookie: p.cookie, ...(type ? { 'content-type': type } : {}) },
        ...(body === undefined ? {} : { body }),
      });
    // Read as `{}`, each would run on the profile's handles with the instructions dropped, and charge.
    const json = JSON.stringify(request);
    for (const [type, body] of [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', 'additional_instructions=Sourdough+week.'],
      [undefined, new TextEncoder().encode(json)],
    ] as const) {
      const r = await post(type, body);
      expect(r.status, type).toBe(415);
      expect(await r.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
    }
    expect(await g.footprint(p.id)).toEqual(before);
    expect(await g.money(p.id)).toEqual({ balanceCents: 1_00, ledgerSum: 1_00 });
    // No type and no body: nothing to drop, so it runs on the profile as it always has.
    expect((await post(undefined)).status).toBe(200);
    expect(await g.money(p.id)).toEqual({ balanceCents: 90, ledgerSum: 90 });
  });

  describe('refuses bad input with 400 naming the field, writing nothing', () => {
    const cases: Array<[string, unknown, string]> = [
      ['an unknown platform', { handles: [{ type: 'myspace', reference: 'ada' }] }, 'handles.0.type'],
      [
        'a handle that does not fit',
        { handles: [{ type: 'x', reference: 'far_too_long_for_x' }] },
        'handles.0.reference',
      ],
      ['handles not a list', { handles: 'ada' }, 'handles'],
      [
        '21 related handles',
        { related_handles: Array(21).fill({ type: 'x', reference: 'ada' }) },
        'related_handles',
      ],
      [
        'instructions too long',
        { ...request, additional_instructions: 'x'.repeat(4001) },
        'additional_instructions',
      ],
      [
        'NUL in the instructions',
        { ...request, additional_instructions: 'a\u0000b' },
        'additional_instructions',
      ],
      ['instructions not text', { ...request, additional_instructions: 42 }, 'additional_instructions'],
    ];
    it.each(cases)('%s', async (_, body, field) => {
      const p = await g.person();
      const before = await g.footprint(p.id);
      // Bodies the SPA never sends, so they go raw, past the typed client.
      const r = await g.send('POST', GENERATE, p.cookie, body);
      expect(r.status).toBe(400);
      expect(String(r.body.message)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
      expect(await g.footprint(p.id)).toEqual(before);
    });

    it('a malformed Idempotency-Key', async () => {
      const p = await g.person();
      const r = await generate(p.cookie, request, { 'Idempotency-Key': 'x'.repeat(201) });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_idempotency_key');
    });
  });

  it("answers 402 'Out of credits.' when the wallet is short, writing nothing", async () => {
    const p = await g.person(9);
    const before = await g.footprint(p.id);
    const r = await generate(p.cookie);
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ success: false, message: 'Out of credits.', code: 'out_of_credits' });
    expect(await g.footprint(p.id)).toEqual(before);
    expect(await g.money(p.id)).toEqual({ balanceCents: 9, ledgerSum: 9 });
  });

  it('gives the money back when the model fails, says so, and keeps the ledger whole', async () => {
    const p = await g.person(1_00);
    g.model.failConcepts = new ModelError('timeout', 'the model took too long');
    const r = await generate(p.cookie);
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({
      success: false,
      message: MODEL_FAILED,
      code: 'model_failed',
      current_balance: 1,
    });
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
    const rows = await g.db.select().from(walletLedger).where(eq(walletLedger.userId, p.id));
    expect(rows.filter((r) => r.kind === 'release').map((r) => r.description)).toEqual([
      'Concept generation (5 concepts) (the model failed)',
    ]);
    const acts = await g.db.select().from(activities).where(eq(activities.userId, p.id));
    expect(acts.filter((a) => a.type === 'release').map((a) => a.message)).toEqual([
      'Returned $0.10: concept generation failed.',
    ]);
    const [run] = await g.db.select().from(generations).where(eq(generations.userId, p.id));
    expect(run).toMatchObject({ status: 'failed', costCents: 0 });
    expect(run?.failure).toContain('the model took too long');
  });

  it('treats malformed model output as a failure (money back), and strips NUL and lone surrogates from good output', async () => {
    const p = await g.person(1_00);
    g.model.conceptAnswer = { mainstream: [], offstream: [] };
    expect((await generate(p.cookie)).status).toBe(502);
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });

    g.model.conceptAnswer = null;
    const good = await g.model.generateConcepts({
      profile: blankProfile,
      handles,
      relatedHandles: [],
      additionalInstructions: '',
      platforms: defaultPostPlatforms(handles),
      today: '2026-11-27',
      recentTitles: [],
      timeZone: 'UTC',
      season: 'autumn (northern hemisphere)',
      sourcePosts: [],
    });
    const first = good.mainstream[0];
    if (!first) throw new Error('no concept');
    first.concept.Title = 'Bread\u0000 week \ud800🍞';
    g.model.conceptAnswer = good;
    const r = await generate(p.cookie);
    expect(r.status).toBe(200);
    expect((r.body as unknown as Answer).data.mainstream[0]?.concept.Title).toBe('Bread week 🍞');
  });

  it('replays the first answer for a retried Idempotency-Key, charging once; another request with it is a 422', async () => {
    const p = await g.person(1_00);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await generate(p.cookie, request, key);
    const again = await generate(p.cookie, request, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await g.money(p.id)).toEqual({ balanceCents: 90, ledgerSum: 90 });
    expect(await g.db.select().from(generations).where(eq(generations.userId, p.id))).toHaveLength(1);

    const other = await generate(p.cookie, { ...request, additional_instructions: 'Something else.' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    // The same key from another person is their own key: a run of theirs.
    const q = await g.person(1_00);
    expect((await generate(q.cookie, request, key)).status).toBe(200);
    expect(await g.money(q.id)).toEqual({ balanceCents: 90, ledgerSum: 90 });
  });

  it('a replay carries the balance as it is now, not as it was after the first run', async () => {
    const p = await g.person(1_00);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await generate(p.cookie, request, key);
    expect((first.body as unknown as Answer).current_balance).toBe(0.9);
    expect((await generate(p.cookie, { ...request, additional_instructions: 'Another.' })).status).toBe(200);
    const replay = await generate(p.cookie, request, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...first.body, current_balance: 0.8 });
    expect(await g.money(p.id)).toEqual({ balanceCents: 80, ledgerSum: 80 });
  });

  it('replays a failure too (the money stays returned), so a retry never charges twice', async () => {
    const p = await g.person(1_00);
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    g.model.failConcepts = new ModelError('unavailable', 'down');
    const first = await generate(p.cookie, request, key);
    g.model.failConcepts = null;
    const again = await generate(p.cookie, request, key);
    expect([first.status, again.status]).toEqual([502, 502]);
    expect(again.body).toEqual(first.body);
    expect(await g.money(p.id)).toEqual({ balanceCents: 100, ledgerSum: 100 });
  });

  it('answers 409 to a retry while the first is still running, and 429 to a third run in flight', async () => {
    const p = await g.person(1_00);
    g.model.hold();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const one = generate(p.cookie, request, key);
    const two = generate(p.cookie, { ...request, additional_instructions: 'Second.' });
    await g.model.waitingCalls(2);

    const retry = await generate(p.cookie, request, key);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(RUN_STILL_RUNNING);
    const third = await generate(p.cookie, { ...request, additional_instructions: 'Third.' });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ message: RUNS_IN_FLIGHT, code: 'too_many_runs' });
    expect(third.res.headers.get('retry-after')).toBeTruthy();
    // Another person is not limited by this one's runs.
    const q = await g.person(1_00);
    const theirs = generate(q.cookie);
    await g.model.waitingCalls(3);

    g.model.letGo();
    expect((await one).status).toBe(200);
    expect((await two).status).toBe(200);
    expect((await theirs).status).toBe(200);
    expect(await g.money(p.id)).toEqual({ balanceCents: 80, ledgerSum: 80 });
    // With both finished, a new run goes through.
    expect((await generate(p.cookie, { ...request, additional_instructions: 'Fourth.' })).status).toBe(200);
  });
});
