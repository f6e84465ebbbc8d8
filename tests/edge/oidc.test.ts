/**
 * Google and Apple sign-in end to end over HTTP: the app (in-process) against the local OpenID
 * provider (tests/standins/oidc-provider.ts, real HTTP on loopback), redirects driven by a cookie-jar
 * "browser". Every rule of the Google and Apple sign-in (docs/security.md) has a test here.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLocks, identities, oidcStates, users } from '../../edge/db/schema/index.ts';
import { type OidcStandin, startOidcStandin } from '../standins/oidc-provider.ts';
import { createUser } from './factories.ts';
import { buildApp, openTestDatabase, type TestDatabase, type TestDriver, testConfig } from './helpers.ts';
import {
  APP_ORIGIN,
  CALLBACKS,
  callbacksOf,
  loginError,
  offsetClock,
  sessionCookieSet,
  TestBrowser,
} from './oidc-helpers.ts';

/** The one refusal a person sees when a callback matches no attempt of this browser. */
const NOT_THIS_ATTEMPT = /expired, was already used or was started in another browser/;
/** The app behind HTTPS (APP_URL), for the __Host-/Secure/SameSite=None cookie scheme. */
const HTTPS_ORIGIN = 'https://plume.example';
const HTTPS_CALLBACKS = callbacksOf(HTTPS_ORIGIN);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let standin: OidcStandin;

beforeAll(async () => {
  standin = await startOidcStandin({
    redirectUris: {
      google: [CALLBACKS.google, HTTPS_CALLBACKS.google],
      apple: [CALLBACKS.apple, HTTPS_CALLBACKS.apple],
    },
  });
});
afterAll(async () => {
  await standin?.close();
});

let subjects = 0;
/** A fresh provider account per test (the database is shared within a file). */
function account(verified: boolean | 'true' | 'false' = true, email?: string) {
  subjects += 1;
  const sub = `subject-${subjects}-${Math.random().toString(36).slice(2, 8)}`;
  const acct = { sub, email: email ?? `${sub}@example.com`, email_verified: verified };
  standin.setAccount(acct);
  return acct;
}

function setup(driver: TestDriver, env: Record<string, string> = {}) {
  const state: {
    tdb: TestDatabase;
    clock: ReturnType<typeof offsetClock>;
    app: ReturnType<typeof buildApp>;
  } = {} as never;
  beforeAll(async () => {
    state.tdb = await openTestDatabase(driver);
    state.clock = offsetClock();
    state.app = buildApp(state.tdb.db, {
      clock: state.clock,
      config: testConfig({ ...standin.env, ...env }),
    });
  });
  afterAll(async () => {
    await state.tdb?.dispose();
  });
  return state;
}

const userInfo = async (browser: TestBrowser) => {
  const response = await browser.request(`${browser.appOrigin}/api/user/info`);
  return { status: response.status, body: (await response.json()) as { data?: { email: string } } };
};

const userByEmail = async (t: TestDatabase, email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

/** The reason of the last refusal the app logged. */
const lastRefusal = (logs: string[]) => {
  const line = logs.filter((l) => l.includes('provider sign-in refused')).at(-1) ?? '{}';
  return (JSON.parse(line) as { reason?: string }).reason ?? '';
};

describe('Google sign-in against the local OpenID provider (pglite)', () => {
  const s = setup('pglite');

  it('reports both providers as enabled', async () => {
    const response = await s.app.app.request(`${APP_ORIGIN}/api/auth/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, providers: { google: true, apple: true } });
  });

  it('start sends the browser to the provider with PKCE S256, state, nonce and the callback', async () => {
    const response = await s.app.app.request(`${APP_ORIGIN}/api/auth/google/start`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location') ?? '');
    expect(url.origin).toBe(standin.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(standin.google.clientId);
    expect(q.get('redirect_uri')).toBe(CALLBACKS.google);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toContain('openid');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(43);
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(43);
    expect(q.get('response_mode')).toBeNull();
  });

  it('signs a new person up: session cookie, /dashboard?signed_in=1, user info with the provider e-mail', async () => {
    const who = account(true, `  New.Person.${subjects}@Example.com `.replace(/ /g, ''));
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const binding = browser.cookies(APP_ORIGIN).get('plume_oidc_google');
    expect(binding).toMatch(/^[\w-]{43}$/);
    const response = await browser.deliver(hop);
    expect(loginError(response)).toBeNull();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    // The sign-in cookie has done its job: the callback clears it.
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^plume_oidc_google=;.*Max-Age=0/),
    );
    expect(browser.cookies(APP_ORIGIN).has('plume_oidc_google')).toBe(false);
    expect(response.headers.get('set-cookie')).toMatch(/plume_session=[^;]+;.*HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const info = await userInfo(browser);
    expect(info.status).toBe(200);
    expect(info.body.data?.email).toBe(who.email.toLowerCase());
    // Recent Activities: the account's creation and the sign-in, naming the provider.
    const activities = await browser.request(`${APP_ORIGIN}/api/user/recent-activities`);
    const listed = ((await activities.json()) as { data: { activites: unknown[] } }).data.activites;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'sign-in', message: 'Signed in with Google.' }),
        expect.objectContaining({ type: 'sign-up', message: 'Welcome to Plume! Your account was created.' }),
      ]),
    );
    const [identity] = await s.tdb.db
      .select()
      .from(identities)
      .where(and(eq(identities.issuer, standin.issuer), eq(identities.subject, who.sub)));
    expect(identity?.userId).toBe((await userByEmail(s.tdb, who.email.toLowerCase()))?.id);
    // Nothing secret reaches the logs: not the code, not the state, not the cookies.
    const callback = new URL(hop.url).searchParams;
    const cookie = browser.cookies(APP_ORIGIN).get('plume_session') ?? '';
    const logs = s.app.logs.join('\n');
    for (const secret of [callback.get('code'), callback.get('state'), cookie, binding]) {
      expect(secret?.length).toBeGreaterThan(10);
      expect(logs).not.toContain(secret);
    }
  });

  it('a second sign-in by the same issuer + subject finds the same user, even with a new e-mail', async () => {
    const who = account(true);
    const first = new TestBrowser(s.app.app);
    await first.signIn('google');
    const firstId = (await userByEmail(s.tdb, who.email))?.id;
    expect(firstId).toBeDefined();
    standin.setAccount({ ...who, email: `changed-${who.email}` });
    const second = new TestBrowser(s.app.app);
    const { response } = await second.signIn('google');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    expect((await userInfo(second)).body.data?.email).toBe(who.email);
    expect(await userByEmail(s.tdb, `changed-${who.email}`)).toBeUndefined();
  });

  it('links an existing account when the provider says the e-mail is verified, and lifts its code lock', async () => {
    const who = account(true);
    const existing = await createUser(s.tdb.db, { email: who.email, clock: s.clock });
    await s.tdb.db
      .insert(addressLocks)
      .values({ email: who.email, consecutiveFailures: 100, lockedAt: s.clock.now() });
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    const [identity] = await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub));
    expect(identity?.userId).toBe(existing.id);
    expect((await userInfo(browser)).body.data?.email).toBe(who.email);
    expect(await s.tdb.db.select().from(addressLocks).where(eq(addressLocks.email, who.email))).toEqual([]);
  });

  it('does not link an existing account when the e-mail is not verified', async () => {
    const who = account(false);
    const existing = await createUser(s.tdb.db, { email: who.email, clock: s.clock });
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(loginError(response)).toMatch(/not verified and already belongs to a Plume account/);
    expect(sessionCookieSet(response)).toBeUndefined();
    expect(await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub))).toEqual([]);
    expect((await userInfo(browser)).status).toBe(401);
    expect(existing).toBeDefined();
  });

  it('refuses an unverified e-mail nobody uses yet, creating no account', async () => {
    const who = account(false);
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(loginError(response)).toMatch(/is not verified/);
    expect(sessionCookieSet(response)).toBeUndefined();
    expect(await s.tdb.db.select().from(users).where(eq(users.email, who.email))).toEqual([]);
    expect(await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub))).toEqual([]);
  });

  it('returns to a safe `next` path, and ignores unsafe ones', async () => {
    account(true);
    const ok = await new TestBrowser(s.app.app).signIn('google', '/posts?tab=drafts');
    expect(ok.response.headers.get('location')).toBe('/posts?tab=drafts&signed_in=1');
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/a//b',
      'dashboard',
    ]) {
      account(true);
      const { response } = await new TestBrowser(s.app.app).signIn('google', next);
      expect(response.headers.get('location'), next).toBe('/dashboard?signed_in=1');
    }
  });

  it('refuses a callback whose state does not match any sign-in attempt', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const url = new URL(hop.url);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const response = await browser.deliver({ ...hop, url: url.toString() });
    expect(loginError(response)).toMatch(NOT_THIS_ATTEMPT);
    expect(sessionCookieSet(response)).toBeUndefined();
    // No state at all is refused too.
    url.searchParams.delete('state');
    expect(loginError(await browser.deliver({ ...hop, url: url.toString() }))).toMatch(
      /could not be completed/,
    );
  });

  it('refuses a replayed callback (state is single use), even with the sign-in cookie', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const binding = browser.cookies(APP_ORIGIN).get('plume_oidc_google') ?? '';
    const first = await browser.deliver(hop);
    expect(first.headers.get('location')).toBe('/dashboard?signed_in=1');
    const attacker = new TestBrowser(s.app.app);
    const replay = await attacker.deliver(hop);
    expect(loginError(replay)).toMatch(NOT_THIS_ATTEMPT);
    expect(sessionCookieSet(replay)).toBeUndefined();
    // Someone holding the callback URL and the cookie still cannot use the attempt twice.
    attacker.setCookie(APP_ORIGIN, 'plume_oidc_google', binding, 'lax');
    const again = await attacker.deliver(hop);
    expect(loginError(again)).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/already used state/);
    expect(sessionCookieSet(again)).toBeUndefined();
  });

  it('start hands the browser a 10-minute HttpOnly SameSite=Lax sign-in cookie and keys the attempt by cookie + state', async () => {
    const response = await s.app.app.request(`${APP_ORIGIN}/api/auth/google/start`);
    const [line = '', ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    // Plain http (development): no Secure, no __Host- (browsers would drop them on http).
    expect(line).toMatch(/^plume_oidc_google=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    const binding = /^plume_oidc_google=([\w-]{43});/.exec(line)?.[1] ?? '';
    const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const keys = (await s.tdb.db.select({ key: oidcStates.stateHash }).from(oidcStates)).map((r) => r.key);
    expect(keys).toContain(sha256(`${binding}.${state}`));
    expect(keys).not.toContain(sha256(state));
  });

  it("login CSRF: an attacker's unfinished callback opened in a victim's browser (no sign-in cookie) signs nobody in", async () => {
    const attackerAccount = account(true);
    const attacker = new TestBrowser(s.app.app);
    const hop = await attacker.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const victim = new TestBrowser(s.app.app);
    const response = await victim.deliver(hop);
    expect(loginError(response)).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/no sign-in cookie/);
    expect(sessionCookieSet(response)).toBeUndefined();
    expect((await userInfo(victim)).status).toBe(401);
    expect(await userByEmail(s.tdb, attackerAccount.email)).toBeUndefined();
    // The refusal consumed nothing: only the browser that started the attempt can finish it.
    expect((await attacker.deliver(hop)).headers.get('location')).toBe('/dashboard?signed_in=1');
  });

  it("login CSRF: a callback delivered with another browser's sign-in cookie is refused, and that cookie cleared", async () => {
    const attackerAccount = account(true);
    const attacker = new TestBrowser(s.app.app);
    const hop = await attacker.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    // The victim has a Google sign-in of their own in flight: their browser holds its own cookie.
    const victim = new TestBrowser(s.app.app);
    expect((await victim.request(`${APP_ORIGIN}/api/auth/google/start`)).status).toBe(302);
    expect(victim.cookies(APP_ORIGIN).get('plume_oidc_google')).toMatch(/^[\w-]{43}$/);
    const response = await victim.deliver(hop);
    expect(loginError(response)).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/sign-in cookie from another attempt/);
    expect(sessionCookieSet(response)).toBeUndefined();
    expect(victim.cookies(APP_ORIGIN).has('plume_oidc_google')).toBe(false);
    expect((await userInfo(victim)).status).toBe(401);
    expect(await userByEmail(s.tdb, attackerAccount.email)).toBeUndefined();
    // A malformed cookie counts as none.
    victim.setCookie(APP_ORIGIN, 'plume_oidc_google', 'not-a-binding', 'lax');
    expect(loginError(await victim.deliver(hop))).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/no sign-in cookie/);
  });

  it('without APP_URL, refuses to start or finish a sign-in under a Host that is not this machine', async () => {
    for (const url of [
      'http://attacker.example:8799/api/auth/google/start',
      'http://attacker.example:8799/api/auth/google/callback?code=x&state=y',
    ]) {
      const response = await s.app.app.request(url, {
        headers: { cookie: `plume_oidc_google=${'a'.repeat(43)}` },
      });
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: 'unknown_host' });
    }
  });

  it('refuses a state older than 10 minutes', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    s.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const response = await browser.deliver(hop);
      expect(loginError(response)).toMatch(NOT_THIS_ATTEMPT);
    } finally {
      s.clock.advance(-(10 * 60 * 1000 + 1000));
    }
  });

  it('refuses a state made for the other provider', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const params = new URL(hop.url).searchParams;
    // Even with the Google attempt's binding in the Apple cookie, the provider must match.
    browser.setCookie(
      APP_ORIGIN,
      'plume_oidc_apple',
      browser.cookies(APP_ORIGIN).get('plume_oidc_google') ?? '',
    );
    const response = await browser.deliver({
      method: 'POST',
      url: CALLBACKS.apple,
      form: params,
      from: standin.issuer,
    });
    expect(loginError(response)).toMatch(
      /Apple sign-in expired, was already used or was started in another browser/,
    );
    expect(lastRefusal(s.app.logs)).toMatch(/unknown, expired or already used state/);
  });

  /** Each tampered ID token, and what the log says about why it was refused. */
  const tampered: [string, (claims: Record<string, unknown>) => Record<string, unknown>, RegExp, boolean?][] =
    [
      ['a nonce that is not the one sent', (c) => ({ ...c, nonce: 'not-the-nonce' }), /nonce does not match/],
      ['no nonce', ({ nonce: _n, ...c }) => c, /nonce does not match/],
      ['the wrong audience', (c) => ({ ...c, aud: 'someone-else.apps.googleusercontent.com' }), /"aud"/],
      ['the wrong issuer', (c) => ({ ...c, iss: 'https://evil.example' }), /"iss"/],
      [
        'an expired token',
        (c) => ({
          ...c,
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
        /"exp"/,
      ],
      ['a signature by a key not in the provider JWKS', (c) => c, /signature/i, true],
    ];
  for (const [what, edit, reason, foreignKey] of tampered) {
    it(`refuses an ID token with ${what}`, async () => {
      const who = account(true);
      standin.tamperNextIdToken(edit, { foreignKey: foreignKey ?? false });
      const browser = new TestBrowser(s.app.app);
      const { response } = await browser.signIn('google');
      expect(loginError(response)).toBe('Google sign-in failed. Please try again.');
      expect(sessionCookieSet(response)).toBeUndefined();
      expect(await userByEmail(s.tdb, who.email)).toBeUndefined();
      expect(lastRefusal(s.app.logs)).toMatch(reason);
    });
  }

  it('an untampered sign-in still works after the refusals (the tamper hook is one-shot)', async () => {
    account(true);
    const { response } = await new TestBrowser(s.app.app).signIn('google');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
  });

  /** A Google sign-in started in a fresh browser, then cancelled at the provider (with `extra` in the callback). */
  async function cancelledSignIn(extra: Record<string, string> = {}) {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const start = await browser.request(`${APP_ORIGIN}/api/auth/google/start`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = new URL(CALLBACKS.google);
    callback.searchParams.set('error', 'access_denied');
    for (const [name, value] of Object.entries(extra)) callback.searchParams.set(name, value);
    callback.searchParams.set('state', state);
    callback.searchParams.set('iss', standin.issuer);
    return browser.request(callback.toString(), {}, standin.issuer);
  }

  it('a provider error (the person cancelled) lands on /login with a message', async () => {
    const response = await cancelledSignIn();
    expect(loginError(response)).toBe('Google sign-in was cancelled.');
  });

  it('a failed sign-in redirects with a code only, never text to show', async () => {
    const response = await cancelledSignIn({
      error_description: '<script>alert(1)</script> Call +1 555 0100',
    });
    expect(response.headers.get('location')).toBe('/login?error=cancelled&provider=google');
    // A forged or stray callback (no sign-in started in this browser) says as little.
    const stray = await new TestBrowser(s.app.app).request(`${CALLBACKS.google}?code=x&state=y`);
    expect(stray.headers.get('location')).toBe('/login?error=not_this_attempt&provider=google');
  });
});

describe('Apple sign-in (form_post) against the same provider (pglite)', () => {
  const s = setup('pglite');

  it('start asks for response_mode=form_post', async () => {
    const response = await s.app.app.request(`${APP_ORIGIN}/api/auth/apple/start`);
    const q = new URL(response.headers.get('location') ?? '').searchParams;
    expect(q.get('client_id')).toBe(standin.apple.clientId);
    expect(q.get('response_mode')).toBe('form_post');
    expect(q.get('redirect_uri')).toBe(CALLBACKS.apple);
    expect(q.get('code_challenge_method')).toBe('S256');
  });

  it('signs in through the cross-site form_post callback with an ES256 client secret', async () => {
    const who = account(true);
    const checks = standin.appleSecretChecks.length;
    const browser = new TestBrowser(s.app.app);
    const { response, hop } = await browser.signIn('apple', '/profile');
    expect(hop.method).toBe('POST');
    expect(hop.form?.get('code')).toBeTruthy();
    expect(loginError(response)).toBeNull();
    expect(response.headers.get('location')).toBe('/profile?signed_in=1');
    expect((await userInfo(browser)).body.data?.email).toBe(who.email);
    // The stand-in verified the client secret JWT with the team's public key before the exchange.
    expect(standin.appleSecretChecks.slice(checks)).toEqual([{ ok: true }]);
  });

  it('links an existing account when Apple sends email_verified as the string "true"', async () => {
    const who = account('true');
    const existing = await createUser(s.tdb.db, { email: who.email, clock: s.clock });
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('apple');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    const [identity] = await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub));
    expect(identity?.userId).toBe(existing.id);
  });

  it('does not link when Apple sends email_verified "false"', async () => {
    const who = account('false');
    await createUser(s.tdb.db, { email: who.email, clock: s.clock });
    const { response } = await new TestBrowser(s.app.app).signIn('apple');
    expect(loginError(response)).toMatch(/Apple e-mail address is not verified/);
  });

  it('a replayed form_post is refused', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/apple/start`);
    expect((await browser.deliver(hop)).headers.get('location')).toBe('/dashboard?signed_in=1');
    expect(loginError(await browser.deliver(hop))).toMatch(NOT_THIS_ATTEMPT);
  });

  it("login CSRF: an attacker's form_post delivered to a victim's browser signs nobody in", async () => {
    const attackerAccount = account(true);
    const attacker = new TestBrowser(s.app.app);
    const hop = await attacker.toCallback(`${APP_ORIGIN}/api/auth/apple/start`);
    expect(hop.method).toBe('POST');
    const victim = new TestBrowser(s.app.app);
    const response = await victim.deliver(hop);
    expect(loginError(response)).toMatch(
      /That Apple sign-in expired, was already used or was started in another browser/,
    );
    expect(sessionCookieSet(response)).toBeUndefined();
    expect((await userInfo(victim)).status).toBe(401);
    expect(await userByEmail(s.tdb, attackerAccount.email)).toBeUndefined();
  });

  it('the same person signing in with Google and Apple gets two identities, one account (verified e-mail)', async () => {
    const who = account(true);
    await new TestBrowser(s.app.app).signIn('apple');
    const appleUser = await userByEmail(s.tdb, who.email);
    standin.setAccount({ ...who, sub: `${who.sub}-google` });
    await new TestBrowser(s.app.app).signIn('google');
    const rows = await s.tdb.db
      .select()
      .from(identities)
      .where(eq(identities.userId, appleUser?.id ?? ''));
    expect(rows).toHaveLength(2);
  });
});

describe('behind HTTPS (APP_URL=https://plume.example), with SameSite as browsers apply it', () => {
  const s = setup('pglite', { APP_URL: HTTPS_ORIGIN });
  const browser = () => new TestBrowser(s.app.app, { appOrigin: HTTPS_ORIGIN });

  it("the sign-in cookies are __Host- and Secure; Google's SameSite=Lax, Apple's SameSite=None", async () => {
    const google = (await s.app.app.request(`${HTTPS_ORIGIN}/api/auth/google/start`)).headers.getSetCookie();
    expect(google).toHaveLength(1);
    expect(google[0]).toMatch(
      /^__Host-plume_oidc_google=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const apple = (await s.app.app.request(`${HTTPS_ORIGIN}/api/auth/apple/start`)).headers.getSetCookie();
    expect(apple).toHaveLength(1);
    expect(apple[0]).toMatch(
      /^__Host-plume_oidc_apple=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=None$/,
    );
  });

  it('builds redirect_uri from APP_URL, whatever Host the request names', async () => {
    const response = await s.app.app.request('http://attacker.example/api/auth/google/start');
    expect(response.status).toBe(302);
    const q = new URL(response.headers.get('location') ?? '').searchParams;
    expect(q.get('redirect_uri')).toBe(HTTPS_CALLBACKS.google);
  });

  it('Google signs in: its Lax cookie comes back on the cross-site redirect from the provider', async () => {
    const who = account(true);
    const b = browser();
    const hop = await b.toCallback(`${HTTPS_ORIGIN}/api/auth/google/start`);
    expect(hop).toMatchObject({ method: 'GET', from: standin.issuer });
    const response = await b.deliver(hop);
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    expect(sessionCookieSet(response)).toMatch(/^__Host-plume_session=/);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Host-plume_oidc_google=;.*Max-Age=0.*Secure/),
    );
    expect((await userInfo(b)).body.data?.email).toBe(who.email);
  });

  it('Apple signs in through the cross-site form_post, which carries only SameSite=None cookies', async () => {
    const who = account(true);
    const b = browser();
    const hop = await b.toCallback(`${HTTPS_ORIGIN}/api/auth/apple/start`);
    expect(hop).toMatchObject({ method: 'POST', url: HTTPS_CALLBACKS.apple, from: standin.issuer });
    const response = await b.deliver(hop);
    expect(loginError(response)).toBeNull();
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    expect((await userInfo(b)).body.data?.email).toBe(who.email);
  });

  it("a Lax cookie would not survive Apple's cross-site form_post: that sign-in is refused", async () => {
    account(true);
    const b = browser();
    const hop = await b.toCallback(`${HTTPS_ORIGIN}/api/auth/apple/start`);
    const binding = b.cookies(HTTPS_ORIGIN).get('__Host-plume_oidc_apple') ?? '';
    b.setCookie(HTTPS_ORIGIN, '__Host-plume_oidc_apple', binding, 'lax');
    const response = await b.deliver(hop);
    expect(loginError(response)).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/no sign-in cookie/);
  });

  it('reads only the __Host- cookie on HTTPS: a plain-named one (plantable by a sibling subdomain) is ignored', async () => {
    account(true);
    const b = browser();
    const hop = await b.toCallback(`${HTTPS_ORIGIN}/api/auth/google/start`);
    const binding = b.cookies(HTTPS_ORIGIN).get('__Host-plume_oidc_google') ?? '';
    const other = browser();
    other.setCookie(HTTPS_ORIGIN, 'plume_oidc_google', binding);
    expect(loginError(await other.deliver(hop))).toMatch(NOT_THIS_ATTEMPT);
    expect(lastRefusal(s.app.logs)).toMatch(/no sign-in cookie/);
  });
});

describe('Google sign-in on the PostgreSQL server', () => {
  const s = setup('pg');

  it('signs up, signs in again as the same user, and links a verified existing account', async () => {
    const who = account(true);
    const browser = new TestBrowser(s.app.app);
    expect((await browser.signIn('google')).response.headers.get('location')).toBe('/dashboard?signed_in=1');
    const id = (await userByEmail(s.tdb, who.email))?.id;
    const again = new TestBrowser(s.app.app);
    await again.signIn('google');
    expect((await userInfo(again)).body.data?.email).toBe(who.email);
    expect(await s.tdb.db.select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
    expect(id).toBeDefined();
  });

  it('two deliveries of one callback in parallel sign in exactly once', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    // The same browser (same sign-in cookie) delivering it twice at once, e.g. a double submit.
    const answers = await Promise.all([browser.deliver(hop), browser.deliver(hop)]);
    const locations = answers.map((r) => r.headers.get('location')).sort();
    expect(locations.filter((l) => l === '/dashboard?signed_in=1')).toHaveLength(1);
    expect(answers.filter((r) => NOT_THIS_ATTEMPT.test(loginError(r) ?? ''))).toHaveLength(1);
  });
});

describe('providers not configured', () => {
  const s: { tdb?: TestDatabase; app?: ReturnType<typeof buildApp> } = {};
  beforeAll(async () => {
    s.tdb = await openTestDatabase('pglite');
    s.app = buildApp(s.tdb.db);
  });
  afterAll(async () => {
    await s.tdb?.dispose();
  });

  it('the providers endpoint says false and start answers 404 with a clear message', async () => {
    const app = s.app?.app;
    if (!app) throw new Error('setup failed');
    const providers = await app.request('/api/auth/providers');
    expect(await providers.json()).toEqual({ success: true, providers: { google: false, apple: false } });
    for (const provider of ['google', 'apple']) {
      const response = await app.request(`/api/auth/${provider}/start?next=/dashboard`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        success: false,
        message: 'This sign-in method is not enabled on this server.',
        code: 'provider_not_enabled',
      });
    }
    const callback = await app.request('/api/auth/google/callback?code=x&state=y');
    expect(loginError(callback)).toBe('This sign-in method is not enabled on this server.');
  });
});

describe('provider unreachable', () => {
  it('start sends the browser back to /login with a message instead of failing', async () => {
    const { createServer } = await import('node:net');
    // A port that was free a moment ago: nothing listens there now.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const tdb = await openTestDatabase('pglite');
    try {
      const { app, logs } = buildApp(tdb.db, {
        config: testConfig({
          GOOGLE_CLIENT_ID: 'id',
          GOOGLE_CLIENT_SECRET: 'secret',
          GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
        }),
      });
      const response = await app.request(`${APP_ORIGIN}/api/auth/google/start`);
      expect(response.status).toBe(302);
      expect(loginError(response)).toBe('Google sign-in is unavailable right now. Please try again later.');
      expect(logs.join('\n')).toContain('discovery failed');
    } finally {
      await tdb.dispose();
    }
  });
});
