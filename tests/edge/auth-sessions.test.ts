import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../edge/db/schema/index.ts';
import { authHarness, suiteAuthHarness } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let n = 0;
const fresh = (name = 'session') => `${name}-${++n}@example.com`;

describe.each(drivers)('identity tokens and sessions on %s', (driver) => {
  const h = suiteAuthHarness(driver);
  beforeEach(() => h.advance(2 * DAY));

  /** verify-otp for a fresh address → its custom token. */
  async function customToken(email = fresh()) {
    const { code } = await h.requestCode(email);
    const v = await h.verify(email, code ?? '');
    return String(v.body['custom-token']);
  }

  describe('identity tokens', () => {
    it('exchanges a custom token for an ID token once only', async () => {
      const token = await customToken();
      const first = await h.identityToken(token);
      expect(first.status).toBe(200);
      expect(typeof first.body.id_token).toBe('string');
      const again = await h.identityToken(token);
      expect(again.status).toBe(401);
    });

    it('refuses a custom token older than 5 minutes', async () => {
      const token = await customToken();
      h.advance(5 * MINUTE + 1000);
      expect((await h.identityToken(token)).status).toBe(401);
    });

    it('refuses an ID token older than 1 hour, and accepts one within it', async () => {
      const late = await h.identityToken(await customToken());
      const soon = await h.identityToken(await customToken());
      h.advance(HOUR - MINUTE);
      expect((await h.createSession(String(soon.body.id_token))).status).toBe(200);
      h.advance(2 * MINUTE);
      expect((await h.createSession(String(late.body.id_token))).status).toBe(401);
    });

    it('refuses forged tokens, and a custom token in place of an ID token', async () => {
      const token = await customToken();
      expect((await h.createSession(token)).status).toBe(401);
      const now = Math.floor(h.clock.now().getTime() / 1000);
      const forged = await new SignJWT({ email: 'eve@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('plume-identity')
        .setIssuer('plume')
        .setSubject('00000000-0000-0000-0000-000000000000')
        .setJti('forged')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
      expect((await h.identityToken(forged)).status).toBe(401);
      const none = `${btoa('{"alg":"none"}')}.${btoa('{"sub":"x"}')}.`;
      expect((await h.identityToken(none)).status).toBe(401);
      expect((await h.identityToken('junk')).status).toBe(401);
    });
  });

  describe('session cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/, 30 days, and not Secure on http://localhost', async () => {
      const { setCookie } = await h.signIn(fresh());
      expect(setCookie).toMatch(/^plume_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(setCookie).not.toContain('Secure');
      expect(setCookie).not.toContain('Domain');
    });

    it('is __Host- and Secure behind HTTPS', async () => {
      const https = await authHarness(driver, { env: { APP_URL: 'https://plume.example' } });
      try {
        const { setCookie, cookie } = await https.signIn(fresh('https'));
        expect(setCookie).toMatch(/^__Host-plume_session=[A-Za-z0-9_-]{43};/);
        for (const attr of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/'])
          expect(setCookie).toContain(attr);
        expect(setCookie).not.toContain('Domain');
        expect((await https.userInfo(cookie)).status).toBe(200);
        const out = await https.logout(cookie);
        expect(out.res.headers.get('set-cookie')).toMatch(/^__Host-plume_session=;.*Max-Age=0.*Secure/);
      } finally {
        await https.dispose();
      }
    });

    it('stores only the SHA-256 of the session token', async () => {
      const { cookie } = await h.signIn(fresh());
      const token = cookie.split('=')[1] ?? '';
      const rows = await h.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    });

    it('rotates at sign-in: the cookie the request carried is revoked', async () => {
      const email = fresh('rotate');
      const old = await h.signIn(email);
      h.advance(2 * MINUTE);
      const next = await h.signIn(email, { cookie: old.cookie });
      expect(next.cookie).not.toBe(old.cookie);
      expect((await h.userInfo(old.cookie)).status).toBe(401);
      expect((await h.userInfo(next.cookie)).status).toBe(200);
    });

    it('logout revokes the session and clears the cookie; the old cookie then gets 401', async () => {
      const { cookie } = await h.signIn(fresh('logout'));
      const out = await h.logout(cookie);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(out.res.headers.get('set-cookie')).toMatch(/^plume_session=;.*Max-Age=0/);
      // What the browser cached for this person (their images) goes with the session.
      expect(out.res.headers.get('clear-site-data')).toBe('"cache"');
      expect((await h.userInfo(cookie)).status).toBe(401);
      // logging out while signed out is fine too
      expect((await h.logout()).status).toBe(200);
    });

    it('dies after 7 idle days', async () => {
      const { cookie } = await h.signIn(fresh('idle'));
      h.advance(7 * DAY - MINUTE);
      expect((await h.userInfo(cookie)).status).toBe(200);
      h.advance(7 * DAY - MINUTE); // used a minute short of 7 days ago: still alive
      expect((await h.userInfo(cookie)).status).toBe(200);
      h.advance(7 * DAY);
      expect((await h.userInfo(cookie)).status).toBe(401);
    });

    it('dies after 30 days even when used every day', async () => {
      const { cookie } = await h.signIn(fresh('absolute'));
      for (let day = 1; day < 30; day += 1) {
        h.advance(DAY);
        expect((await h.userInfo(cookie)).status).toBe(200);
      }
      h.advance(DAY);
      expect((await h.userInfo(cookie)).status).toBe(401);
    });
  });

  describe('request logs', () => {
    it('never contain codes, link tokens, custom or ID tokens, or cookies', async () => {
      const email = fresh('logs');
      h.logs.length = 0;
      const { code, link } = await h.requestCode(email);
      const v = await h.verify(email, code ?? '');
      const custom = String(v.body['custom-token']);
      const idt = await h.identityToken(custom);
      const idToken = String(idt.body.id_token);
      const cs = await h.createSession(idToken);
      const cookie = (cs.res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const token = cookie.split('=')[1] ?? '';
      await h.userInfo(cookie);
      await h.openLink(link ?? '');
      await h.logout(cookie);

      expect(h.logs.length).toBeGreaterThanOrEqual(7);
      const all = h.logs.join('\n');
      for (const secret of [link, custom, idToken, token]) {
        expect(secret && secret.length > 20).toBe(true);
        expect(all).not.toContain(secret);
      }
      // the code: no 4-digit run equal to it anywhere but inside other numbers (times, durations)
      for (const line of h.logs) {
        const fields = JSON.parse(line) as Record<string, unknown>;
        for (const value of Object.values(fields)) expect(String(value)).not.toBe(code);
      }
      expect(all).not.toContain(email);
    });
  });
});
