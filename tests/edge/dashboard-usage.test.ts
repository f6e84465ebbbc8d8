import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../edge/contract/errors.ts';
import { ModelError } from '../../edge/engines/model/content-model.ts';
import {
  BAD_MONTH,
  BAD_TIME_ZONE,
  UNKNOWN_USAGE_KIND,
  usageStatsResponse,
} from '../../edge/features/dashboard/contract.ts';
import { read } from './api-client.ts';
import { createCaption } from './factories.ts';
import { suiteGenerationHarness } from './generation-helpers.ts';
import { drivers } from './helpers.ts';
import { pngPicture } from './image-fixtures.ts';

/**
 * SPEC §7 GET /user/dashboard/usage/{kind}/stats, driven by people who generate through the real
 * routes with the clock set: months are bounded in the viewer's zone, only succeeded runs count, and
 * each person sees only their own. The clock only moves forward through the file.
 */
const handles = [{ type: 'instagram', reference: 'ada.bakes' }];
const STATS = '/api/user/dashboard/usage/all/stats';

describe.each(drivers)('usage statistics on %s', (driver) => {
  const g = suiteGenerationHarness(driver);

  let signIns = 0;
  /** A new session for `email` at the clock's time (a session idles out after 7 days). */
  const signInAgain = async (email: string) => {
    signIns += 1;
    return (await g.signIn(email, { ip: `198.18.${Math.floor(signIns / 250)}.${signIns % 250}` })).cookie;
  };
  const at = (iso: string) => g.clock.set(iso);

  async function conceptRun(cookie: string, expected = 200) {
    const r = await g.generateConcepts(cookie, { handles });
    expect(r.status).toBe(expected);
  }
  async function draftRun(cookie: string, images: number) {
    const files = Array.from({ length: images }, (_, i) => {
      const png = pngPicture(10 + i, 10) as Uint8Array<ArrayBuffer>;
      return new File([png], `p${i}.png`, { type: 'image/png' });
    });
    const texts = images === 0 ? { topic_details: 'Spring opening hours' } : {};
    const r = await g.draftPosts(cookie, { query: {}, form: { files, ...texts } });
    expect(r.status).toBe(200);
  }
  const usage = (cookie: string | undefined, query: { month?: string; tz?: string } = {}, kind = 'all') =>
    read(g.api(cookie).user.dashboard.usage[':kind'].stats.$get({ param: { kind }, query }));
  const stats = async (cookie: string, query: { month?: string; tz?: string } = {}, kind = 'all') => {
    const r = await usage(cookie, query, kind);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return usageStatsResponse.parse(r.body);
  };
  /** Metric → [Count, Growth (%), Growth Trend], for compact expectations. */
  const table = (answer: Awaited<ReturnType<typeof stats>>) =>
    Object.fromEntries(answer.data.map((r) => [r.Metric, [r.Count, r['Growth (%)'], r['Growth Trend']]]));

  it('answers 401 to a visitor', async () => {
    const r = await usage(undefined);
    expect(r.status).toBe(401);
  });

  it('shows a newcomer three zero rows with exactly the SPEC keys, last month in UTC by default', async () => {
    at('2026-01-15T12:00:00Z');
    const p = await g.person();
    const r = await usage(p.cookie);
    expect(r.body).toEqual({
      success: true,
      month: '2025-12',
      tz: 'UTC',
      data: [
        { Metric: 'Concepts Generated', Count: 0, 'Growth (%)': null, 'Growth Trend': 'flat' },
        { Metric: 'Posts Drafted', Count: 0, 'Growth (%)': null, 'Growth Trend': 'flat' },
        { Metric: 'Medias Captioned', Count: 0, 'Growth (%)': null, 'Growth Trend': 'flat' },
      ],
    });
    // The default month is the viewer's last month: on 15 January at 12:00 UTC it is already the
    // 16th in Kiritimati (+14), still December nowhere.
    expect((await stats(p.cookie, { tz: 'Pacific/Kiritimati' })).month).toBe('2025-12');
  });

  it('bounds a month in the viewer’s zone, across a daylight-saving change (New York, March 2026)', async () => {
    // March 2026 in New York starts at 05:00 UTC (EST) and ends at 04:00 UTC on 1 April (EDT).
    at('2026-03-01T04:58:00Z');
    const p = await g.person();
    at('2026-03-01T04:59:59Z'); // 23:59:59 on 28 February in New York
    await conceptRun(p.cookie);
    at('2026-03-01T05:00:00Z'); // 00:00 on 1 March in New York
    await conceptRun(p.cookie);
    at('2026-04-01T03:59:59Z'); // 23:59:59 on 31 March in New York (EDT)
    const later = await signInAgain(p.email);
    await conceptRun(later);
    at('2026-04-01T04:00:00Z'); // 00:00 on 1 April in New York
    await conceptRun(later);

    const ny = (month: string) => stats(later, { month, tz: 'America/New_York' });
    expect(table(await ny('2026-02'))['Concepts Generated']).toEqual([5, null, 'up']);
    expect(table(await ny('2026-03'))['Concepts Generated']).toEqual([10, 100, 'up']);
    expect(table(await ny('2026-04'))['Concepts Generated']).toEqual([5, -50, 'down']);
    const march = await ny('2026-03');
    expect(march).toMatchObject({ month: '2026-03', tz: 'America/New_York' });

    // The same runs in UTC fall into other months; no tz means UTC.
    const utc = (month: string, tz: { tz?: string } = { tz: 'UTC' }) => stats(later, { month, ...tz });
    expect(table(await utc('2026-02'))['Concepts Generated']).toEqual([0, null, 'flat']);
    expect(table(await utc('2026-03'))['Concepts Generated']).toEqual([10, null, 'up']);
    expect(table(await utc('2026-04'))['Concepts Generated']).toEqual([10, 0, 'flat']);
    expect(await utc('2026-04', {})).toEqual(await utc('2026-04'));
    // A zone's name in any case is that zone.
    expect(await stats(later, { month: '2026-03', tz: 'america/new_york' })).toEqual(march);
  });

  it('counts only succeeded runs: 5 per concept run, each post written, one per caption', async () => {
    at('2026-05-10T09:00:00Z');
    const p = await g.person();
    const other = await g.person();
    await conceptRun(p.cookie);
    g.model.failConcepts = new ModelError('unavailable', 'scripted failure');
    await conceptRun(p.cookie, 502);
    g.model.failConcepts = null;
    // Three images, the model fails on the second: two posts. Then a post from text alone.
    g.model.failPost = (request) => request.images[0]?.width === 11;
    await draftRun(p.cookie, 3);
    g.model.failPost = () => false;
    await draftRun(p.cookie, 0);
    await createCaption(g.db, p.id, { clock: g.clock });

    const may = await stats(p.cookie, { month: '2026-05' });
    expect(table(may)).toEqual({
      'Concepts Generated': [5, null, 'up'],
      'Posts Drafted': [3, null, 'up'],
      'Medias Captioned': [1, null, 'up'],
    });
    // Each person sees only their own.
    expect(table(await stats(other.cookie, { month: '2026-05' }))).toEqual({
      'Concepts Generated': [0, null, 'flat'],
      'Posts Drafted': [0, null, 'flat'],
      'Medias Captioned': [0, null, 'flat'],
    });

    // Deleting from the library does not rewrite past usage.
    for (const kind of ['posts', 'concepts']) {
      expect((await read(g.api(p.cookie).user.generation[':kind'].$delete({ param: { kind } }))).status).toBe(
        200,
      );
    }
    expect(await stats(p.cookie, { month: '2026-05' })).toEqual(may);

    // June against May: growth in percent, down to -100 where June has none.
    at('2026-06-03T10:00:00Z');
    const june = await signInAgain(p.email);
    await conceptRun(june);
    await conceptRun(june);
    expect(table(await stats(june, { month: '2026-06' }))).toEqual({
      'Concepts Generated': [10, 100, 'up'],
      'Posts Drafted': [0, -100, 'down'],
      'Medias Captioned': [0, -100, 'down'],
    });
    // A kind answers its own row only.
    const posts = await stats(june, { month: '2026-05' }, 'posts');
    expect(posts.data).toEqual([
      { Metric: 'Posts Drafted', Count: 3, 'Growth (%)': null, 'Growth Trend': 'up' },
    ]);
    // Default month: on 3 June, May.
    expect(table(await stats(june))).toEqual(table(may));
  });

  it('refuses a malformed month or an unknown zone (400) and an unknown kind (404)', async () => {
    const p = await g.person();
    const refused = async (query: string, message: string, status = 400, path = STATS) => {
      const r = await g.send('GET', `${path}${query}`, p.cookie);
      expect(r.status, query).toBe(status);
      expect(errorResponse.parse(r.body).message, query).toContain(message);
    };
    for (const month of [
      '2026-13',
      '2026-00',
      '2026-1',
      '26-01',
      '1969-12',
      // Its end, 1 January 10000, is past what a four-digit year (and the database) can hold.
      '9999-12',
      '2026-01-01',
      '',
      '２０２６-01',
    ]) {
      await refused(`?month=${encodeURIComponent(month)}`, BAD_MONTH);
    }
    // The first and last months whose bounds the server can write: counted, not refused.
    for (const month of ['1970-01', '9999-11']) {
      expect((await stats(p.cookie, { month })).month).toBe(month);
    }
    await refused('?month=2026-01%00', 'month');
    await refused('?month=2026-01&month=2026-02', 'month');
    for (const tz of [
      'Mars/Olympus_Mons',
      '+05:00',
      '../../etc/passwd',
      'Europe/Paris ',
      '',
      `A${'b'.repeat(64)}`,
    ]) {
      await refused(`?tz=${encodeURIComponent(tz)}`, BAD_TIME_ZONE);
    }
    await refused('?tz=Europe%2FParis%0A', 'tz');
    await refused('', UNKNOWN_USAGE_KIND, 404, '/api/user/dashboard/usage/everything/stats');
  });
});
