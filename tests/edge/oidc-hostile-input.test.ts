/**
 * Google and Apple sign-in with hostile input: the `next` of start, Google's callback query
 * and Apple's form_post body are checked by the contract's zod schemas (oidc/contract.ts) before the
 * flow reads them. A callback that is not a provider's answer (a repeated, overlong or control-laden
 * parameter, a file) is refused like any failed sign-in, before its attempt is used up.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcStates } from '../../edge/db/schema/index.ts';
import { type OidcStandin, startOidcStandin } from '../standins/oidc-provider.ts';
import { buildApp, openTestDatabase, type TestDatabase, testConfig } from './helpers.ts';
import {
  APP_ORIGIN,
  CALLBACKS,
  type CallbackHop,
  loginError,
  offsetClock,
  sessionCookieSet,
  TestBrowser,
} from './oidc-helpers.ts';

type Provider = 'google' | 'apple';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let standin: OidcStandin;
let t: TestDatabase;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  standin = await startOidcStandin({
    redirectUris: { google: [CALLBACKS.google], apple: [CALLBACKS.apple] },
  });
  t = await openTestDatabase('pglite');
  app = buildApp(t.db, { clock: offsetClock(), config: testConfig(standin.env) });
});
afterAll(async () => {
  await t?.dispose();
  await standin?.close();
});

let accounts = 0;
function account() {
  accounts += 1;
  const sub = `hostile-${accounts}-${Math.random().toString(36).slice(2, 8)}`;
  standin.setAccount({ sub, email: `${sub}@example.com`, email_verified: true });
}

const lastRefusal = () => {
  const line = app.logs.filter((l) => l.includes('provider sign-in refused')).at(-1) ?? '{}';
  return (JSON.parse(line) as { reason?: string }).reason ?? '';
};

/** A browser at the provider's callback, with what names its attempt (its cookie and the state). */
async function startedSignIn(provider: Provider) {
  account();
  const browser = new TestBrowser(app.app);
  const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/${provider}/start`);
  const state = (hop.form ?? new URL(hop.url).searchParams).get('state') ?? '';
  const binding = browser.cookies(APP_ORIGIN).get(`plume_oidc_${provider}`) ?? '';
  return { browser, hop, state, binding };
}

/** Whether that attempt is still unused (a refusal before the flow must not spend it). */
async function attemptUnused({ binding, state }: { binding: string; state: string }) {
  const [row] = await t.db
    .select({ consumedAt: oidcStates.consumedAt })
    .from(oidcStates)
    .where(eq(oidcStates.stateHash, sha256(`${binding}.${state}`)));
  return row !== undefined && row.consumedAt === null;
}

/** The refusal every hostile callback gets: /login with the message, no session, the cookie cleared. */
function expectRefused(response: Response, browser: TestBrowser, provider: Provider, field: string) {
  const label = provider === 'google' ? 'Google' : 'Apple';
  expect(response.status).toBe(302);
  expect(loginError(response)).toBe(`${label} sign-in could not be completed. Please try again.`);
  expect(sessionCookieSet(response)).toBeUndefined();
  expect(browser.cookies(APP_ORIGIN).has(`plume_oidc_${provider}`)).toBe(false);
  expect(lastRefusal()).toMatch(new RegExp(`^callback parameters refused: (.*, )?${field}(,|$)`));
}

describe("Google's callback query", () => {
  const tampers: Array<[what: string, field: string, tamper: (q: URLSearchParams) => void]> = [
    ['a NUL in the code', 'code', (q) => q.set('code', `${q.get('code')}\u0000`)],
    ['an escape sequence in an extra parameter', 'x', (q) => q.set('x', '\u001b[31mred')],
    ['the state given twice', 'state', (q) => q.append('state', q.get('state') ?? '')],
    ['the code given twice', 'code', (q) => q.append('code', q.get('code') ?? '')],
    ['an overlong code', 'code', (q) => q.set('code', 'c'.repeat(9000))],
    ['an overlong state', 'state', (q) => q.set('state', 's'.repeat(513))],
    ['no state', 'state', (q) => q.delete('state')],
  ];
  it.each(tampers)('with %s is refused before its attempt is used', async (_what, field, tamper) => {
    const started = await startedSignIn('google');
    const url = new URL(started.hop.url);
    tamper(url.searchParams);
    const response = await started.browser.deliver({ ...started.hop, url: url.toString() });
    expectRefused(response, started.browser, 'google', field);
    expect(await attemptUnused(started)).toBe(true);
  });

  it('as the provider sent it still signs in', async () => {
    const started = await startedSignIn('google');
    const response = await started.browser.deliver(started.hop);
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
    expect(await attemptUnused(started)).toBe(false);
  });
});

describe("Apple's form_post body", () => {
  /** Posts `body` to the callback as Apple's page would (cross-site, Origin of the provider). */
  const post = (browser: TestBrowser, hop: CallbackHop, body: BodyInit) =>
    browser.request(hop.url, { method: 'POST', headers: { origin: hop.from ?? 'null' }, body }, hop.from);

  const tampers: Array<[what: string, field: string, body: (form: URLSearchParams) => BodyInit]> = [
    [
      'a NUL in the state',
      'state',
      (form) => new URLSearchParams({ ...Object.fromEntries(form), state: `${form.get('state')}\u0000` }),
    ],
    [
      'the code given twice',
      'code',
      (form) => {
        const twice = new URLSearchParams(form);
        twice.append('code', form.get('code') ?? '');
        return twice;
      },
    ],
    [
      'a file among the fields',
      'user',
      (form) => {
        const data = new FormData();
        for (const [k, v] of form) data.set(k, v);
        data.set('user', new Blob(['{"name":{}}'], { type: 'application/json' }), 'user.json');
        return data;
      },
    ],
    ['a body that is not a form', 'state', (form) => JSON.stringify(Object.fromEntries(form))],
  ];
  it.each(tampers)('with %s is refused before its attempt is used', async (_what, field, body) => {
    const started = await startedSignIn('apple');
    expect(started.hop.method).toBe('POST');
    const response = await post(
      started.browser,
      started.hop,
      body(started.hop.form ?? new URLSearchParams()),
    );
    expectRefused(response, started.browser, 'apple', field);
    expect(await attemptUnused(started)).toBe(true);
  });

  it('as the provider sent it (multipart too) still signs in', async () => {
    const started = await startedSignIn('apple');
    const data = new FormData();
    for (const [k, v] of started.hop.form ?? []) data.set(k, v);
    const response = await post(started.browser, started.hop, data);
    expect(response.headers.get('location')).toBe('/dashboard?signed_in=1');
  });
});

describe("start's next", () => {
  /** Signs in through start with this raw (already encoded) query and returns where it lands. */
  async function landing(query: string) {
    account();
    const browser = new TestBrowser(app.app);
    const hop = await browser.toCallback(`${APP_ORIGIN}/api/auth/google/start?${query}`);
    return (await browser.deliver(hop)).headers.get('location');
  }

  it('is ignored unless it is a well-formed path on this site', async () => {
    for (const query of [
      'next=%2Fposts%00x',
      'next=%2Fposts%1B%5B31m',
      'next=%2F%2Fevil.example',
      'next=%ED%A0%80',
      `next=%2F${'a'.repeat(1100)}`,
      'next=',
    ]) {
      expect(await landing(query), query).toBe('/dashboard?signed_in=1');
    }
  });

  it('given twice, the first counts (as a single one would)', async () => {
    expect(await landing('next=%2Fposts&next=%2F%2Fevil.example')).toBe('/posts?signed_in=1');
    expect(await landing('next=%2F%2Fevil.example&next=%2Fposts')).toBe('/dashboard?signed_in=1');
  });

  it('never turns start into an error page', async () => {
    for (const query of ['next=%00', 'next[]=x', 'next=%E0%A4%A', 'next=%']) {
      const response = await app.app.request(`${APP_ORIGIN}/api/auth/google/start?${query}`);
      expect(response.status, query).toBe(302);
      expect(new URL(response.headers.get('location') ?? '').origin).toBe(standin.issuer);
    }
  });
});
