import { describe, expect, it } from 'vitest';
import { BAD_CURSOR } from '../../edge/features/concepts/contract.ts';
import type { ConceptRun } from '../../edge/features/concepts/runs.ts';
import { read } from './api-client.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';

const handles = [{ type: 'instagram', reference: 'ada.bakes' }];
type Page = { success: boolean; data: ConceptRun[]; next_cursor: string | null; message?: string };

/** Concepts by run: newest run first, three a page, further back by cursor; titles not repeated. */
describe.each(drivers)('GET /api/user/generations/concepts/runs on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  const runs = (cookie: string, cursor?: string) =>
    read(g.api(cookie).user.generations.concepts.runs.$get({ query: cursor ? { cursor } : {} }));

  it('groups concepts by run with the run’s instructions, three runs a page, with no run twice across pages', async () => {
    const p = await g.person(1_00);
    for (let i = 1; i <= 7; i += 1) {
      const r = await g.generateConcepts(p.cookie, {
        handles,
        related_handles: [],
        additional_instructions: `Week ${i}`,
      });
      expect(r.status).toBe(200);
      g.advance(60_000);
    }
    const seen: ConceptRun[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = (await runs(p.cookie, cursor)).body as unknown as Page;
      sizes.push(page.data.length);
      seen.push(...page.data);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen.map((r) => r.instructions)).toEqual([
      'Week 7',
      'Week 6',
      'Week 5',
      'Week 4',
      'Week 3',
      'Week 2',
      'Week 1',
    ]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(7);
    for (const run of seen) {
      expect(run.mainstream).toHaveLength(3);
      expect(run.offstream).toHaveLength(2);
      expect(run.mainstream[0]?.post?.variants[0]?.platform).toBe('instagram');
    }
    // Past the recent list's 30 concepts: the oldest run is still reachable.
    expect(seen.flatMap((r) => [...r.mainstream, ...r.offstream])).toHaveLength(35);
  });

  it('sends the model the titles of the last 20 concepts, and the offline model avoids them while it can', async () => {
    const p = await g.person(1_00);
    const first = await g.generateConcepts(p.cookie, {
      handles,
      related_handles: [],
      additional_instructions: '',
    });
    const firstTitles = (
      first.body as unknown as { data: { mainstream: { concept: { Title: string } }[] } }
    ).data.mainstream.map((c) => c.concept.Title);
    g.advance(60_000);
    await g.generateConcepts(p.cookie, { handles, related_handles: [], additional_instructions: '' });
    const call = g.model.conceptCalls.at(-1);
    expect(call?.recentTitles).toHaveLength(5);
    expect(call?.recentTitles).toEqual(expect.arrayContaining(firstTitles));
    const page = (await runs(p.cookie)).body as unknown as Page;
    const latest = page.data[0]?.mainstream.map((c) => c.concept.Title) ?? [];
    expect(latest.filter((t) => firstTitles.includes(t))).toEqual([]);
  });

  it('leaves out a run whose concepts were all deleted, shows only the caller’s, and refuses a forged cursor', async () => {
    const p = await g.person(1_00);
    const stranger = await g.person(1_00);
    await g.generateConcepts(stranger.cookie, {
      handles,
      related_handles: [],
      additional_instructions: 'Not yours',
    });
    await g.generateConcepts(p.cookie, { handles, related_handles: [], additional_instructions: 'Mine' });
    expect(((await runs(p.cookie)).body as unknown as Page).data.map((r) => r.instructions)).toEqual([
      'Mine',
    ]);
    await g.send('DELETE', '/api/user/generation/concepts', p.cookie);
    expect(((await runs(p.cookie)).body as unknown as Page).data).toEqual([]);
    const forged = await runs(p.cookie, 'not-a-cursor');
    expect(forged.status).toBe(400);
    expect((forged.body as unknown as Page).message).toBe(BAD_CURSOR);
  });
});
