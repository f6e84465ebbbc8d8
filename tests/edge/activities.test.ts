import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../edge/contract/errors.ts';
import { clearActivitiesResponse, recentActivitiesResponse } from '../../edge/features/activity/contract.ts';
import { RECENT_ACTIVITIES_LIMIT } from '../../edge/features/activity/service.ts';
import { SIGN_UP_MESSAGE } from '../../edge/features/auth/users.ts';
import { read } from './api-client.ts';
import { suiteAuthHarness } from './auth-helpers.ts';
import { creditUser, uniqueEmail } from './factories.ts';
import { drivers } from './helpers.ts';

/** SPEC §7 GET/DELETE /user/recent-activities, driven over HTTP by people signed in for real. */
describe.each(drivers)('recent activities on %s', (driver) => {
  const h = suiteAuthHarness(driver);

  const list = async (cookie: string) => {
    const r = await read(h.api(cookie).user['recent-activities'].$get());
    expect(r.status).toBe(200);
    return recentActivitiesResponse.parse(r.body).data.activites;
  };
  /** Sign-in with the clock moved on a second between the account's creation and its session, as in life. */
  const signIn = async (email: string, options: { cookie?: string } = {}) => {
    const { code } = await h.requestCode(email);
    const verified = await h.verify(email, code ?? '');
    h.advance(1000);
    const session = await h.finishSignIn(String(verified.body['custom-token']), options.cookie);
    h.advance(1000);
    return session;
  };
  const clear = (cookie: string) => read(h.api(cookie).user['recent-activities'].$delete());

  it('lists the sign-up and the sign-in, newest first, at the times of the clock', async () => {
    const email = uniqueEmail('newcomer');
    const start = h.clock.now().getTime();
    const at = (ms: number) => new Date(start + ms).toISOString();
    const { cookie } = await signIn(email);
    h.advance(60_000);
    const again = await signIn(email);
    const activities = await list(again.cookie);
    expect(activities).toEqual([
      { type: 'sign-in', message: 'Signed in.', created_at: at(63_000) },
      { type: 'sign-in', message: 'Signed in.', created_at: at(1000) },
      { type: 'sign-up', message: SIGN_UP_MESSAGE, created_at: at(0) },
    ]);
    // The first session sees the same list: it is the person's, not the session's.
    expect(await list(cookie)).toEqual(activities);
  });

  it("shows a support credit with its reason, and never another person's activities", async () => {
    const ada = uniqueEmail('ada');
    const bob = uniqueEmail('bob');
    const adaSession = await signIn(ada);
    const bobSession = await signIn(bob);
    await creditUser(h.db, bob, 250, { clock: h.clock, reason: 'Sorry about the outage' });
    const adas = await list(adaSession.cookie);
    const bobs = await list(bobSession.cookie);
    expect(adas.map((a) => a.type)).toEqual(['sign-in', 'sign-up']);
    expect(bobs[0]).toMatchObject({
      type: 'adjustment',
      message: 'Plume support added $2.50 to your wallet: Sorry about the outage',
    });
    expect(bobs).toHaveLength(3);
  });

  it("Delete all empties the caller's list and leaves everyone else's", async () => {
    const adaEmail = uniqueEmail('ada');
    const ada = await signIn(adaEmail);
    const bob = await signIn(uniqueEmail('bob'));
    const removed = await clear(ada.cookie);
    expect(removed.status).toBe(200);
    expect(clearActivitiesResponse.parse(removed.body)).toEqual({ success: true });
    expect(await list(ada.cookie)).toEqual([]);
    expect((await list(bob.cookie)).map((a) => a.type)).toEqual(['sign-in', 'sign-up']);
    // What happens afterwards is listed again; Bob's list is still untouched.
    h.advance(60_000); // the resend cooldown
    const back = await signIn(adaEmail);
    expect((await list(back.cookie)).map((a) => a.type)).toEqual(['sign-in']);
    expect(await list(bob.cookie)).toHaveLength(2);
  });

  it(`lists at most the ${RECENT_ACTIVITIES_LIMIT} most recent`, async () => {
    const email = uniqueEmail('busy');
    const { cookie } = await signIn(email);
    for (let i = 0; i < RECENT_ACTIVITIES_LIMIT; i += 1) {
      h.advance(1000);
      await creditUser(h.db, email, 1, { clock: h.clock, reason: `credit ${i}` });
    }
    const activities = await list(cookie);
    expect(activities).toHaveLength(RECENT_ACTIVITIES_LIMIT);
    expect(activities[0]?.message).toContain(`credit ${RECENT_ACTIVITIES_LIMIT - 1}`);
    expect(activities.at(-1)?.message).toContain('credit 0');
  });

  it('answers 401 to a visitor and refuses a Delete all from another site', async () => {
    const visitor = await read(h.api().user['recent-activities'].$get());
    expect(visitor.status).toBe(401);
    expect(errorResponse.parse(visitor.body).message).toBe('Not signed in.');
    const { cookie } = await signIn(uniqueEmail('target'));
    const forged = await read(
      h.api(cookie, { headers: { origin: 'https://evil.example' } }).user['recent-activities'].$delete(),
    );
    expect(forged.status).toBe(403);
    expect(await list(cookie)).toHaveLength(2);
  });
});
