/**
 * Google and Apple sign-in end to end over HTTP: the app (in-process) against the local OpenID
 * provider (tests/standins/oidc-provider.ts, real HTTP on loopback), redirects driven by a cookie-jar
 * "browser". Every rule of issue 4's "Google and Apple" section has a test here.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLocks, identities, users } from '../../edge/db/schema.ts';
import { type OidcStandin, startOidcStandin } from '../standins/oidc-provider.ts';
import { buildApp, openTestDatabase, type TestDatabase, type TestDriver, testConfig } from './helpers.ts';
import { APP_ORIGIN, CALLBACKS, loginError, offsetClock, TestBrowser } from './oidc-helpers.ts';

let standin: OidcStandin;

beforeAll(async () => {
  standin = await startOidcStandin({
    redirectUris: { google: [CALLBACKS.google], apple: [CALLBACKS.apple] },
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

function setup(driver: TestDriver) {
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
      config: testConfig(standin.env),
    });
  });
  afterAll(async () => {
    await state.tdb?.dispose();
  });
  return state;
}

const userInfo = async (browser: TestBrowser) => {
  const response = await browser.request(`${APP_ORIGIN}/api/user/info`);
  return { status: response.status, body: (await response.json()) as { data?: { email: string } } };
};

const userByEmail = async (t: TestDatabase, email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

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
    const { response, hop } = await browser.signIn('google');
    expect(loginError(response)).toBeNull();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    expect(response.headers.get('set-cookie')).toMatch(/plume_session=[^;]+;.*HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const info = await userInfo(browser);
    expect(info.status).toBe(200);
    expect(info.body.data?.email).toBe(who.email.toLowerCase());
    const [identity] = await s.tdb.db
      .select()
      .from(identities)
      .where(and(eq(identities.issuer, standin.issuer), eq(identities.subject, who.sub)));
    expect(identity?.userId).toBe((await userByEmail(s.tdb, who.email.toLowerCase()))?.id);
    // Nothing secret reaches the logs: not the code, not the state, not the cookie.
    const callback = new URL(hop.url).searchParams;
    const cookie = browser.cookies(APP_ORIGIN).get('plume_session') ?? '';
    const logs = s.app.logs.join('\n');
    for (const secret of [callback.get('code'), callback.get('state'), cookie]) {
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
    const [existing] = await s.tdb.db.insert(users).values({ email: who.email }).returning();
    await s.tdb.db
      .insert(addressLocks)
      .values({ email: who.email, consecutiveFailures: 100, lockedAt: s.clock.now() });
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    const [identity] = await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub));
    expect(identity?.userId).toBe(existing?.id);
    expect((await userInfo(browser)).body.data?.email).toBe(who.email);
    expect(await s.tdb.db.select().from(addressLocks).where(eq(addressLocks.email, who.email))).toEqual([]);
  });

  it('does not link an existing account when the e-mail is not verified', async () => {
    const who = account(false);
    const [existing] = await s.tdb.db.insert(users).values({ email: who.email }).returning();
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(loginError(response)).toMatch(/not verified and already belongs to a Plume account/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub))).toEqual([]);
    expect((await userInfo(browser)).status).toBe(401);
    expect(existing).toBeDefined();
  });

  it('refuses an unverified e-mail nobody uses yet, creating no account', async () => {
    const who = account(false);
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('google');
    expect(loginError(response)).toMatch(/is not verified/);
    expect(response.headers.get('set-cookie')).toBeNull();
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
    expect(loginError(response)).toMatch(/expired or was already used/);
    expect(response.headers.get('set-cookie')).toBeNull();
    // No state at all is refused too.
    url.searchParams.delete('state');
    expect(loginError(await browser.deliver({ ...hop, url: url.toString() }))).toMatch(
      /could not be completed/,
    );
  });

  it('refuses a replayed callback (state is single use)', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const first = await browser.deliver(hop);
    expect(first.headers.get('location')).toBe('/dashboard?signed_in=1');
    const attacker = new TestBrowser(s.app.app);
    const replay = await attacker.deliver(hop);
    expect(loginError(replay)).toMatch(/expired or was already used/);
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a state older than 10 minutes', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    s.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const response = await browser.deliver(hop);
      expect(loginError(response)).toMatch(/expired or was already used/);
    } finally {
      s.clock.advance(-(10 * 60 * 1000 + 1000));
    }
  });

  it('refuses a state made for the other provider', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start`);
    const params = new URL(hop.url).searchParams;
    const response = await browser.deliver({
      method: 'POST',
      url: CALLBACKS.apple,
      form: params,
      from: standin.issuer,
    });
    expect(loginError(response)).toMatch(/Apple sign-in expired or was already used/);
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
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await userByEmail(s.tdb, who.email)).toBeUndefined();
      const log = s.app.logs.filter((l) => l.includes('provider sign-in refused')).at(-1) ?? '';
      expect((JSON.parse(log) as { reason: string }).reason).toMatch(reason);
    });
  }

  it('an untampered sign-in still works after the refusals (the tamper hook is one-shot)', async () => {
    account(true);
    const { response } = await new TestBrowser(s.app.app).signIn('google');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
  });

  it('a provider error (the person cancelled) lands on /login with a message', async () => {
    account(true);
    const start = await s.app.app.request(`${APP_ORIGIN}/api/auth/google/start`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = new URL(CALLBACKS.google);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', state);
    callback.searchParams.set('iss', standin.issuer);
    const response = await new TestBrowser(s.app.app).request(callback.toString());
    expect(loginError(response)).toBe('Google sign-in was cancelled.');
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
    const [existing] = await s.tdb.db.insert(users).values({ email: who.email }).returning();
    const browser = new TestBrowser(s.app.app);
    const { response } = await browser.signIn('apple');
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    const [identity] = await s.tdb.db.select().from(identities).where(eq(identities.subject, who.sub));
    expect(identity?.userId).toBe(existing?.id);
  });

  it('does not link when Apple sends email_verified "false"', async () => {
    const who = account('false');
    await s.tdb.db.insert(users).values({ email: who.email });
    const { response } = await new TestBrowser(s.app.app).signIn('apple');
    expect(loginError(response)).toMatch(/Apple e-mail address is not verified/);
  });

  it('a replayed form_post is refused', async () => {
    account(true);
    const browser = new TestBrowser(s.app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/apple/start`);
    expect((await browser.deliver(hop)).headers.get('location')).toBe('/dashboard?signed_in=1');
    expect(loginError(await browser.deliver(hop))).toMatch(/expired or was already used/);
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
    const answers = await Promise.all([
      new TestBrowser(s.app.app).deliver(hop),
      new TestBrowser(s.app.app).deliver(hop),
    ]);
    const locations = answers.map((r) => r.headers.get('location')).sort();
    expect(locations.filter((l) => l === '/dashboard?signed_in=1')).toHaveLength(1);
    expect(answers.filter((r) => loginError(r)?.includes('expired or was already used'))).toHaveLength(1);
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
