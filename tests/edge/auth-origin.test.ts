import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_CHECK_EXEMPT, sameOrigin, UNKNOWN_HOST_MESSAGE } from '../../edge/http/origin.ts';
import { type AuthHarness, authHarness } from './auth-helpers.ts';

let h: AuthHarness;
let allowList: AuthHarness;
beforeAll(async () => {
  h = await authHarness('pglite');
  allowList = await authHarness('pg', {
    env: {
      APP_URL: 'https://plume.example',
      ALLOWED_ORIGINS: 'https://admin.plume.example, http://localhost:5173',
    },
  });
});
afterAll(async () => {
  await h.dispose();
  await allowList.dispose();
});

/** logout: a state-changing request that succeeds for anyone the check lets through. */
const logout = (harness: AuthHarness, url: string, headers: Record<string, string>, body?: BodyInit) =>
  harness.app.request(
    url,
    { method: 'POST', headers, ...(body ? { body } : {}) },
    { remoteAddr: '127.0.0.1' },
  );

describe('Origin and Sec-Fetch-Site check', () => {
  it('refuses a cross-site request with 403, whatever its body', async () => {
    const form = new FormData();
    form.set('text', 'hi');
    const bodies: [Record<string, string>, BodyInit][] = [
      [{ 'content-type': 'application/json' }, '{}'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      [{}, form],
      [{ 'content-type': 'text/plain' }, 'x'],
    ];
    for (const [headers, body] of bodies) {
      const evil = await logout(
        h,
        'http://localhost:8787/api/user/logout',
        { ...headers, origin: 'https://evil.example' },
        body,
      );
      expect(evil.status).toBe(403);
      expect(await evil.json()).toMatchObject({ success: false, code: 'cross_origin' });
      const site = await logout(
        h,
        'http://localhost:8787/api/user/logout',
        { ...headers, 'sec-fetch-site': 'cross-site' },
        body,
      );
      expect(site.status).toBe(403);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const r = await h.app.request('http://localhost:8787/api/user/info', {
        method,
        headers: { origin: 'https://evil.example' },
      });
      expect(r.status).toBe(403);
    }
  });

  it('refuses Origin: null and a same-site request without Origin', async () => {
    expect((await logout(h, 'http://localhost:8787/api/user/logout', { origin: 'null' })).status).toBe(403);
    expect(
      (await logout(h, 'http://localhost:8787/api/user/logout', { 'sec-fetch-site': 'same-site' })).status,
    ).toBe(403);
  });

  it('lets the app through from its own origin, as localhost or 127.0.0.1', async () => {
    const cases: [string, string][] = [
      ['http://localhost:8787', 'http://localhost:8787'],
      ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
      ['http://127.0.0.1:8787', 'http://localhost:8787'],
      ['http://localhost:8787', 'http://127.0.0.1:8787'],
    ];
    for (const [server, origin] of cases) {
      const r = await logout(h, `${server}/api/user/logout`, { origin, 'sec-fetch-site': 'same-origin' });
      expect(r.status).toBe(200);
    }
    // another port is another origin
    expect(
      (await logout(h, 'http://localhost:8787/api/user/logout', { origin: 'http://localhost:9999' })).status,
    ).toBe(403);
  });

  it('lets a request with neither header through (not a browser)', async () => {
    expect((await logout(h, 'http://localhost:8787/api/user/logout', {})).status).toBe(200);
  });

  it('ignores safe methods', async () => {
    const r = await h.app.request('http://localhost:8787/api/costs', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(r.status).toBe(200);
  });

  it('uses APP_URL as the app origin, plus ALLOWED_ORIGINS', async () => {
    // behind a proxy the request URL may be http://internal:8000; APP_URL is what the browser sees
    for (const origin of ['https://plume.example', 'https://admin.plume.example', 'http://localhost:5173']) {
      expect((await logout(allowList, 'http://internal:8000/api/user/logout', { origin })).status).toBe(200);
    }
    expect(
      (await logout(allowList, 'http://internal:8000/api/user/logout', { origin: 'http://internal:8000' }))
        .status,
    ).toBe(403);
  });

  it('exempts only the Apple form_post callback (the Google callback is a GET) and the signed payment webhook', () => {
    expect(ORIGIN_CHECK_EXEMPT).toEqual(['/api/auth/apple/callback', '/api/billing/webhook']);
  });

  it('exempts the Apple form_post callback, which proves itself with its state and sign-in cookie', async () => {
    const r = await logout(
      h,
      'http://localhost:8787/api/auth/apple/callback',
      {
        origin: 'https://appleid.apple.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      'state=x&code=y',
    );
    expect(r.status).not.toBe(403);
  });

  it('builds sign-in mail links on APP_URL, whatever Host the request names', async () => {
    // A forged Host header is what the request URL's host is made of (Deno.serve builds it from it).
    const email = 'forged-host@example.com';
    const signup = await allowList.app.request(
      'http://attacker.example/api/user/authenticate/signup',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
      { remoteAddr: '127.0.0.1' },
    );
    expect(signup.status).toBe(200);
    const mail = allowList.lastMailTo(email);
    expect(mail?.text).toMatch(/https:\/\/plume\.example\/login\?link=[\w-]{43}/);
    expect(mail?.html).toContain('https://plume.example/login?link=');
    expect(`${mail?.text}${mail?.html}`).not.toContain('attacker.example');
    // The invitation a login for an unknown address sends links to APP_URL's sign-up page too.
    const invited = 'forged-host-invite@example.com';
    const login = await allowList.app.request(
      'http://attacker.example/api/user/authenticate/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: invited }),
      },
      { remoteAddr: '127.0.0.1' },
    );
    expect(login.status).toBe(200);
    const invite = allowList.lastMailTo(invited);
    expect(invite?.text).toContain('https://plume.example/signup');
    expect(`${invite?.text}${invite?.html}`).not.toContain('attacker.example');
  });

  it('without APP_URL (development), takes the request origin only when it names this machine', async () => {
    const signup = (url: string, email: string, headers: Record<string, string> = {}) =>
      h.app.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email }),
        },
        { remoteAddr: '127.0.0.1' },
      );
    const before = h.mails.length;
    for (const [i, host] of [
      'attacker.example',
      'attacker.example:8787',
      '192.168.1.20:8787',
      'localhost.attacker.example',
    ].entries()) {
      const r = await signup(`http://${host}/api/user/authenticate/signup`, `dev-host-${i}@example.com`);
      expect(r.status, host).toBe(400);
      expect(await r.json()).toMatchObject({
        success: false,
        code: 'unknown_host',
        message: UNKNOWN_HOST_MESSAGE,
      });
    }
    // A page on the forged name posting with its own Origin is refused as well (DNS rebinding).
    const rebound = await signup(
      'http://attacker.example:8787/api/user/authenticate/signup',
      'dev-rebound@example.com',
      {
        origin: 'http://attacker.example:8787',
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(rebound.status).toBe(400);
    expect(h.mails.length).toBe(before);
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787']) {
      const email = `dev-${new URL(origin).hostname.replace(/\W/g, '')}@example.com`;
      expect((await signup(`${origin}/api/user/authenticate/signup`, email)).status, origin).toBe(200);
      expect(h.lastMailTo(email)?.text, origin).toContain(`${origin}/login?link=`);
    }
  });

  it('treats only loopback names as aliases', () => {
    expect(sameOrigin('http://localhost:1', 'http://127.0.0.1:1')).toBe(true);
    expect(sameOrigin('http://[::1]:1', 'http://localhost:1')).toBe(true);
    expect(sameOrigin('https://localhost:1', 'http://127.0.0.1:1')).toBe(false);
    expect(sameOrigin('http://evil.localhost:1', 'http://localhost:1')).toBe(false);
    expect(sameOrigin('http://plume.example', 'http://127.0.0.1')).toBe(false);
  });
});
