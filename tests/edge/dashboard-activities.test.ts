import { describe, expect, it } from 'vitest';
import { ModelError } from '../../edge/engines/model/content-model.ts';
import { recentActivitiesResponse } from '../../edge/features/activity/contract.ts';
import { reserve } from '../../edge/features/wallet/charges.ts';
import { read } from './api-client.ts';
import { profileForm } from './auth-helpers.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

/**
 * The dashboard's Recent Activities list every profile save, generation, charge and
 * returned charge — including a hold returned because its run never finished (a crash), which no
 * run is left to record. Driven through the real routes; read back through GET /recent-activities.
 */
const TTL_MS = 1200 * 1000; // RESERVATION_TTL_SECONDS' default, which testConfig keeps
const handles = [{ type: 'instagram', reference: 'ada.bakes' }];

describe.each(drivers)('what the dashboard lists as activities, on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const activities = async (cookie: string) => {
    const r = await read(g.api(cookie).user['recent-activities'].$get());
    expect(r.status).toBe(200);
    return recentActivitiesResponse.parse(r.body).data.activites.map((a) => [a.type, a.message]);
  };

  it('records a profile save, each run with its charge, and what a failed run gave back', async () => {
    const p = await g.person(10_00);
    g.advance(1000);
    const saved = await g.saveProfile(p.cookie, profileForm({ name: 'Ada Bakes', your_handles: handles }));
    expect(saved.status).toBe(200);
    g.advance(1000);
    expect((await g.generateConcepts(p.cookie, {})).status).toBe(200);
    g.advance(1000);
    g.model.failConcepts = new ModelError('unavailable', 'scripted failure');
    expect((await g.generateConcepts(p.cookie, {})).status).toBe(502);
    g.model.failConcepts = null;
    g.advance(1000);
    g.model.failPost = (request) => request.images[0]?.width === 11;
    const files = [10, 11].map((width) => {
      const png = pngPicture(width, 10) as Uint8Array<ArrayBuffer>;
      return new File([png], `p${width}.png`, { type: 'image/png' });
    });
    const drafted = await g.draftPosts(p.cookie, { query: {}, form: { files } });
    expect(drafted.status).toBe(200);
    g.model.failPost = () => false;

    const listed = await activities(p.cookie);
    // Newest first; the two lines of the drafting run share its time, so compare them as a set.
    expect(new Set(listed.slice(0, 2).map(String))).toEqual(
      new Set([
        ['generation', 'Drafted 1 post from images ($0.30).'].join(),
        ['release', 'Returned $0.30: 1 post draft failed.'].join(),
      ]),
    );
    expect(listed.slice(2, 5)).toEqual([
      ['release', 'Returned $0.10: concept generation failed.'],
      ['generation', 'Generated 5 concepts ($0.10).'],
      ['profile', 'Updated your profile.'],
    ]);
    // Before them, the sign-up, the sign-in and the credit (one clock tick, so in any order).
    expect(
      listed
        .slice(5)
        .map(([type]) => type)
        .sort(),
    ).toEqual(['adjustment', 'sign-in', 'sign-up']);
  });

  it('records a hold returned because its run never finished, once, for its owner only', async () => {
    const p = await g.person(1_00);
    const other = await g.person(1_00);
    await reserve(g.adminDeps, {
      userId: p.id,
      cents: 10,
      reference: `concepts:crashed-${p.id}`,
      description: 'Concept generation (5 concepts)',
    });
    const before = await activities(other.cookie);
    g.advance(TTL_MS);
    // Reading the balance gives the reader's expired holds back; twice gives back nothing more.
    const wallet = () => read(g.api(p.cookie).user.wallet.$get({ query: {} }));
    expect((await wallet()).status).toBe(200);
    expect((await wallet()).status).toBe(200);
    const listed = await activities(p.cookie);
    expect(listed.filter(([type]) => type === 'release')).toEqual([
      ['release', 'Returned $0.10: Concept generation (5 concepts) did not finish in time.'],
    ]);
    expect(listed[0]?.[0]).toBe('release');
    expect(await activities(other.cookie)).toEqual(before);
    expect(await g.money(p.id)).toEqual({ balanceCents: 1_00, ledgerSum: 1_00 });
  });
});
