import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../edge/contract/languages.ts';
import { activities, users } from '../../edge/db/schema/index.ts';
import { PROFILE_MAX_CHARS } from '../../edge/features/profile/contract.ts';
import { suiteAuthHarness } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

const INFO = '/api/user/info';

let n = 0;
const fresh = (name = 'creator') => `${name}-${++n}@example.com`;

/** The whole profile as the SPA sends it (SPEC §7), read-only fields included. */
const fullProfile = (overrides: Record<string, unknown> = {}) => ({
  email: 'ignored@example.com',
  name: 'Ada Bakes',
  professional_title: 'Sourdough baker',
  background: 'Baking since 2010 in a tiny Lisbon kitchen.',
  target_audience: 'Home bakers who want a reliable weekday loaf.',
  testimonials: '“The best crust in town.” — Maria',
  language: 'pt-PT',
  your_handles: [
    { type: 'instagram', reference: 'ada.bakes' },
    { type: 'x', reference: 'ada_bakes' },
  ],
  related_handles: [{ type: 'tiktok', reference: 'breadtok' }],
  profile_completion: 3,
  current_balance: 999,
  ...overrides,
});

describe.each(drivers)('PUT /api/user/info on %s', (driver) => {
  const h = suiteAuthHarness(driver);

  const put = (cookie: string | undefined, body: unknown) =>
    h.call(INFO, { method: 'PUT', body, headers: cookie ? { cookie } : {} });

  async function signedIn(email = fresh()) {
    // A client address per account keeps this suite below the per-IP code limit.
    const { cookie } = await h.signIn(email, { ip: `198.51.100.${n}` });
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    return { cookie, user, email };
  }

  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await h.db.select().from(users);
    const r = await put(undefined, fullProfile());
    expect(r.status).toBe(401);
    expect(await h.db.select().from(users)).toEqual(before);
  });

  it('stores the profile, answers it with completion computed by the server, and GET reads it back', async () => {
    const { cookie, email } = await signedIn();
    const empty = await h.userInfo(cookie);
    expect(empty.body.data).toMatchObject({ profile_completion: 0, language: 'en-US' });

    const r = await put(cookie, fullProfile());
    expect(r.status).toBe(200);
    const expected = {
      email,
      name: 'Ada Bakes',
      professional_title: 'Sourdough baker',
      background: 'Baking since 2010 in a tiny Lisbon kitchen.',
      target_audience: 'Home bakers who want a reliable weekday loaf.',
      testimonials: '“The best crust in town.” — Maria',
      brand_voice: '',
      language: 'pt-PT',
      your_handles: [
        { type: 'instagram', reference: 'ada.bakes' },
        { type: 'x', reference: 'ada_bakes' },
      ],
      related_handles: [{ type: 'tiktok', reference: 'breadtok' }],
      profile_completion: 100,
      current_balance: 0,
      low_balance_threshold: 1,
    };
    expect(r.body).toEqual({ success: true, data: expected });
    expect((await h.userInfo(cookie)).body).toEqual({ success: true, data: expected });
  });

  it('ignores email, current_balance and profile_completion, and never changes them', async () => {
    const { cookie, user, email } = await signedIn();
    const r = await put(
      cookie,
      fullProfile({ name: 'Only a name', professional_title: '', background: '', target_audience: '' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email, current_balance: 0, profile_completion: 57 });
    const [after] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ email, balanceCents: 0 });
  });

  it('completion rises as a new user fills the profile (the formula in docs/product.md)', async () => {
    const { cookie } = await signedIn();
    const blank = fullProfile({
      name: '',
      professional_title: '',
      background: '',
      target_audience: '',
      testimonials: '',
      your_handles: [],
      related_handles: [],
    });
    const seen: unknown[] = [];
    for (const step of [
      {},
      { name: 'Ada' },
      { name: 'Ada', background: 'Baker' },
      { name: 'Ada', background: 'Baker', your_handles: [{ type: 'instagram', reference: 'ada' }] },
    ]) {
      seen.push((await put(cookie, { ...blank, ...step })).body.data);
    }
    expect(seen.map((d) => (d as { profile_completion: number }).profile_completion)).toEqual([
      0, 14, 29, 43,
    ]);
  });

  it('normalises handles: trims, drops a leading @ and reduces a pasted profile URL, type lowercase', async () => {
    const { cookie } = await signedIn();
    const r = await put(
      cookie,
      fullProfile({
        your_handles: [
          { type: 'Instagram', reference: '  @ada.bakes ' },
          { type: 'x', reference: 'https://x.com/ada_bakes?s=20' },
          { type: 'mastodon', reference: 'https://mastodon.social/@ada' },
        ],
        related_handles: [{ type: 'linkedin', reference: 'linkedin.com/in/maria-silva/' }],
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      your_handles: [
        { type: 'instagram', reference: 'ada.bakes' },
        { type: 'x', reference: 'ada_bakes' },
        { type: 'mastodon', reference: 'ada@mastodon.social' },
      ],
      related_handles: [{ type: 'linkedin', reference: 'maria-silva' }],
    });
  });

  it('keeps an optional brand voice (not part of completion), left as it is when a client does not send it', async () => {
    const { cookie } = await signedIn();
    const voice = 'Warm and plain-spoken. Do name the bread. Don’t use hype words.';
    const saved = await put(cookie, fullProfile({ brand_voice: voice }));
    expect(saved.body.data).toMatchObject({ brand_voice: voice, profile_completion: 100 });
    const withoutIt = await put(cookie, fullProfile({ name: 'Ada' }));
    expect(withoutIt.body.data).toMatchObject({ name: 'Ada', brand_voice: voice });
    const tooLong = await put(cookie, fullProfile({ brand_voice: 'x'.repeat(501) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('brand_voice: Brand voice is at most 500 characters.');
    expect((await put(cookie, fullProfile({ brand_voice: '' }))).body.data).toMatchObject({
      brand_voice: '',
    });
  });

  it('keeps a website by its https address, and refuses plain http while loopback fetching is off', async () => {
    const { cookie } = await signedIn();
    const saved = await put(
      cookie,
      fullProfile({ related_handles: [{ type: 'website', reference: 'Example.com/Blog/feed.xml#top' }] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      related_handles: [{ type: 'website', reference: 'https://example.com/Blog/feed.xml' }],
    });
    const refused = await put(
      cookie,
      fullProfile({ related_handles: [{ type: 'website', reference: 'http://127.0.0.1:4010/feed.xml' }] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^related_handles\.0\.reference: Use the site’s https:\/\/ address/);
  });

  it('records an activity for the dashboard in the same change', async () => {
    const { cookie, user } = await signedIn();
    await put(cookie, fullProfile());
    const rows = await h.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(rows.filter((a) => a.type === 'profile')).toEqual([
      expect.objectContaining({ message: 'Updated your profile.', createdAt: h.clock.now() }),
    ]);
  });

  it('lists saves within 5 minutes of the last as one refreshed activity, even sent at once', async () => {
    const { cookie, user } = await signedIn();
    const profileRows = async () =>
      (await h.db.select().from(activities).where(eq(activities.userId, user.id))).filter(
        (a) => a.type === 'profile',
      );
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(cookie, fullProfile({ name: `Ada ${i}` }))),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await profileRows()).toHaveLength(1);
    const first = h.clock.now();
    h.advance(4 * 60_000);
    expect((await put(cookie, fullProfile())).status).toBe(200);
    // Refreshed: one row, at the latest save's time (so the next 5 minutes count from there).
    expect(await profileRows()).toEqual([expect.objectContaining({ createdAt: h.clock.now() })]);
    h.advance(4 * 60_000);
    expect((await put(cookie, fullProfile())).status).toBe(200);
    expect(await profileRows()).toHaveLength(1);
    h.advance(5 * 60_000);
    expect((await put(cookie, fullProfile())).status).toBe(200);
    expect((await profileRows()).map((a) => a.createdAt.getTime() - first.getTime())).toEqual(
      expect.arrayContaining([8 * 60_000, 13 * 60_000]),
    );
    expect(await profileRows()).toHaveLength(2);
  });

  describe('refuses bad input with 400 naming the field, and stores nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['name too long', { name: 'x'.repeat(PROFILE_MAX_CHARS.name + 1) }, 'name'],
      [
        'professional title too long',
        { professional_title: 'x'.repeat(PROFILE_MAX_CHARS.professional_title + 1) },
        'professional_title',
      ],
      ['background too long', { background: 'x'.repeat(PROFILE_MAX_CHARS.background + 1) }, 'background'],
      [
        'target audience too long',
        { target_audience: 'x'.repeat(PROFILE_MAX_CHARS.target_audience + 1) },
        'target_audience',
      ],
      [
        'testimonials too long',
        { testimonials: 'x'.repeat(PROFILE_MAX_CHARS.testimonials + 1) },
        'testimonials',
      ],
      ['name not text', { name: 42 }, 'name'],
      // Well-formed text only, in every field.
      ['NUL in the name', { name: 'Ada\u0000' }, 'name'],
      ['lone surrogate in the title', { professional_title: 'Chef \ud800' }, 'professional_title'],
      ['bidi override in the name', { name: 'Ada \u202egnp.exe' }, 'name'],
      ['control character in the background', { background: 'line\u0007bell' }, 'background'],
      ['NUL in the testimonials', { testimonials: 'great\u0000' }, 'testimonials'],
      [
        'NUL in a handle',
        { your_handles: [{ type: 'instagram', reference: 'ada\u0000' }] },
        'your_handles.0.reference',
      ],
      [
        'bidi override in a handle',
        { your_handles: [{ type: 'x', reference: '\u202eada' }] },
        'your_handles.0.reference',
      ],
      [
        'lone surrogate in a platform',
        { your_handles: [{ type: 'x\udc00', reference: 'ada' }] },
        'your_handles.0.type',
      ],
      ['name missing', { name: undefined }, 'name'],
      ['unknown language', { language: 'xx-XX' }, 'language'],
      ['handles not a list', { your_handles: 'ada' }, 'your_handles'],
      ['unknown platform', { your_handles: [{ type: 'myspace', reference: 'ada' }] }, 'your_handles.0.type'],
      [
        'handle that does not fit its platform',
        {
          related_handles: [
            { type: 'tiktok', reference: 'ok' },
            { type: 'x', reference: 'far_too_long_for_x' },
          ],
        },
        'related_handles.1.reference',
      ],
      // A pasted link with a broken percent-escape once threw inside the validator's transform: a
      // 500 instead of this 400.
      [
        'pasted link with a broken percent-escape',
        { your_handles: [{ type: 'x', reference: 'x.com/%' }] },
        'your_handles.0.reference',
      ],
      [
        'pasted link with a half-written escape',
        { related_handles: [{ type: 'instagram', reference: 'https://instagram.com/%E0' }] },
        'related_handles.0.reference',
      ],
      [
        'pasted Mastodon link with a broken escape',
        { your_handles: [{ type: 'mastodon', reference: 'mastodon.social/@ada%' }] },
        'your_handles.0.reference',
      ],
      [
        'empty handle',
        { your_handles: [{ type: 'instagram', reference: '  @ ' }] },
        'your_handles.0.reference',
      ],
      [
        'too many handles',
        { your_handles: Array.from({ length: 21 }, (_, i) => ({ type: 'instagram', reference: `ada${i}` })) },
        'your_handles',
      ],
    ];

    it.each(cases)('%s', async (_, overrides, field) => {
      const { cookie, user } = await signedIn();
      await put(cookie, fullProfile({ name: 'Kept' }));
      const [before] = await h.db.select().from(users).where(eq(users.id, user.id));
      const r = await put(cookie, fullProfile(overrides));
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
      expect(r.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
      const [after] = await h.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toEqual(before);
    });
  });

  it('says a pasted link it cannot read is not a handle', async () => {
    const { cookie } = await signedIn();
    const r = await put(cookie, fullProfile({ your_handles: [{ type: 'x', reference: 'x.com/%E0' }] }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'your_handles.0.reference: X handles are letters, numbers and _ (up to 15): enter the handle itself, not a link.',
    );
  });

  it('keeps tabs and line breaks in the textareas as written', async () => {
    const { cookie } = await signedIn();
    const r = await put(
      cookie,
      fullProfile({ background: 'Chef.\n\tTwenty years.', testimonials: 'a\r\nb' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ background: 'Chef.\n\tTwenty years.', testimonials: 'a\r\nb' });
  });

  it('accepts every language of the shared list', async () => {
    const { cookie } = await signedIn();
    expect(LANGUAGES).toHaveLength(36);
    for (const code of [LANGUAGES[0]?.code, LANGUAGES[1]?.code, LANGUAGES.at(-1)?.code]) {
      const r = await put(cookie, fullProfile({ language: code }));
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ language: code });
    }
  });

  it('isolates users: a save changes only the caller, and each reads only their own profile', async () => {
    const ada = await signedIn(fresh('ada'));
    const bob = await signedIn(fresh('bob'));
    await put(bob.cookie, fullProfile({ name: 'Bob', your_handles: [], related_handles: [] }));
    const bobBefore = (await h.userInfo(bob.cookie)).body;

    // Ada's save names Bob's e-mail: it is ignored, and it is Ada's row that changes.
    const r = await put(ada.cookie, fullProfile({ name: 'Ada', email: bob.email }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email: ada.email, name: 'Ada' });

    expect((await h.userInfo(bob.cookie)).body).toEqual(bobBefore);
    expect((await h.userInfo(ada.cookie)).body.data).toMatchObject({ email: ada.email, name: 'Ada' });
    // Bob's own profile save is his only profile activity (sign-up and sign-in are recorded too).
    const bobActivities = await h.db.select().from(activities).where(eq(activities.userId, bob.user.id));
    expect(bobActivities.filter((a) => a.type === 'profile')).toHaveLength(1);
  });
});
