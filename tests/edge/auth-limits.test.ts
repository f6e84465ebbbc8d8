import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import {
  addressLocks,
  authEvents,
  loginCodes,
  oidcStates,
  sessions,
  usedTokens,
} from '../../edge/db/schema/index.ts';
import { clearAddressLock } from '../../edge/features/auth/limits.ts';
import { PRUNE_EVERY_MS, pruneExpiredAuthData } from '../../edge/features/auth/prune.ts';
import { read } from './api-client.ts';
import { authHarness, IP, suiteAuthHarness, wrongFor } from './auth-helpers.ts';
import { createUser } from './factories.ts';
import { drivers } from './helpers.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let n = 0;
const fresh = (name = 'limit') => `${name}-${++n}@example.com`;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const retryAfter = (r: { res: Response }) => Number(r.res.headers.get('retry-after'));

describe.each(drivers)('sign-in limits on %s', (driver) => {
  const h = suiteAuthHarness(driver);
  beforeEach(() => h.advance(2 * DAY));

  const ask = (email: string, ip = IP) => h.ask(email, 'login', ip);

  describe('code requests', () => {
    it('refuses a second code for the same address within 60 seconds, with an honest Retry-After', async () => {
      const email = fresh('cooldown');
      expect((await ask(email)).status).toBe(200);
      h.advance(15 * SECOND);
      const r = await ask(email);
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ success: false, code: 'rate_limited' });
      expect(retryAfter(r)).toBe(45);
      h.advance(44 * SECOND);
      expect((await ask(email)).status).toBe(429);
      h.advance(1 * SECOND);
      expect((await ask(email)).status).toBe(200);
    });

    it('sends at most 5 codes per address per hour, whatever the IP', async () => {
      const email = fresh('hourly');
      for (let i = 0; i < 5; i += 1) {
        expect((await ask(email, freshIp())).status).toBe(200);
        h.advance(61 * SECOND);
      }
      const r = await ask(email, freshIp());
      expect(r.status).toBe(429);
      // the first code was sent 5 × 61 s ago: it leaves the hour in 3600 − 305 s
      expect(retryAfter(r)).toBe(3600 - 305);
      h.advance(retryAfter(r) * SECOND);
      expect((await ask(email, freshIp())).status).toBe(200);
    });

    it('sends at most 20 codes per client IP per hour, whatever the address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) expect((await ask(fresh('ip'), ip)).status).toBe(200);
      const r = await ask(fresh('ip'), ip);
      expect(r.status).toBe(429);
      expect(retryAfter(r)).toBe(3600);
      expect((await ask(fresh('ip'), freshIp())).status).toBe(200);
      h.advance(HOUR);
      expect((await ask(fresh('ip'), ip)).status).toBe(200);
    });

    it('takes its limits from the configuration', async () => {
      const custom = await authHarness(driver, {
        env: { RESEND_COOLDOWN_SECONDS: '5', CODES_PER_EMAIL_PER_HOUR: '2' },
      });
      try {
        const email = fresh('config');
        const go = () => custom.ask(email, 'signup');
        expect((await go()).status).toBe(200);
        custom.advance(5 * SECOND);
        expect((await go()).status).toBe(200);
        custom.advance(5 * SECOND);
        const r = await go();
        expect(r.status).toBe(429);
        expect(retryAfter(r)).toBe(3600 - 10);
      } finally {
        await custom.dispose();
      }
    });
  });

  describe('failed verifications', () => {
    it('refuses every code from a client IP after 50 failures in an hour', async () => {
      const ip = freshIp();
      for (let i = 0; i < 50; i += 1) {
        const r = await h.verify(fresh('spray'), '1234', ip);
        expect(r.status).toBe(400);
        h.advance(SECOND);
      }
      const email = fresh('victim');
      const { code } = await h.requestCode(email, 'signup', freshIp());
      const r = await h.verify(email, code ?? '', ip);
      expect(r.status).toBe(429);
      expect(retryAfter(r)).toBe(3600 - 50);
      // the same right code from another network still works
      expect((await h.verify(email, code ?? '', freshIp())).status).toBe(200);
      h.advance(retryAfter(r) * SECOND);
      expect((await h.verify(fresh('spray'), '1234', ip)).status).toBe(400);
    });

    it('refuses even the right code after 10 failures for an address in 24 hours, until the window passes', async () => {
      const email = fresh('daily');
      // 10 failures over 4 codes, each from its own IP
      let live: string | undefined;
      for (let i = 0; i < 10; i += 1) {
        if (i % 3 === 0) {
          h.advance(2 * MINUTE);
          live = (await h.requestCode(email, 'signup', freshIp())).code;
        }
        expect((await h.verify(email, wrongFor(live), freshIp())).status).toBe(400);
      }
      h.advance(2 * MINUTE);
      const { code, link } = await h.requestCode(email, 'signup', freshIp());
      const refused = await h.verify(email, code ?? '', freshIp());
      expect(refused.status).toBe(429);
      const wait = retryAfter(refused);
      expect(wait).toBeGreaterThan((20 * HOUR) / SECOND);
      expect(wait).toBeLessThanOrEqual(DAY / SECOND);
      // the one-click link still signs the owner in
      expect((await h.openLink(link ?? '')).status).toBe(200);

      h.advance(wait * SECOND);
      const again = await h.requestCode(email, 'signup', freshIp());
      expect((await h.verify(email, again.code ?? '', freshIp())).status).toBe(200);
    });

    it('locks code sign-in after 100 consecutive failures until Google/Apple or the operator clears it', async () => {
      const email = fresh('locked');
      let failures = 0;
      let live: string | undefined;
      // 10 failures a day (the daily limit), so the run takes 10 days.
      while (failures < 100) {
        h.advance(DAY);
        for (let i = 0; i < 10 && failures < 100; i += 1) {
          if (i % 3 === 0) {
            h.advance(2 * MINUTE);
            live = (await h.requestCode(email, 'signup', freshIp())).code;
          }
          expect((await h.verify(email, wrongFor(live), freshIp())).status).toBe(400);
          failures += 1;
        }
      }
      const [lock] = await h.db.select().from(addressLocks).where(eq(addressLocks.email, email));
      expect(lock?.consecutiveFailures).toBe(100);
      expect(lock?.lockedAt).not.toBeNull();

      // Windows passing do not lift the lock: even the right code is refused, days later.
      h.advance(3 * DAY);
      const { code, link } = await h.requestCode(email, 'signup', freshIp());
      const r = await h.verify(email, code ?? '', freshIp());
      expect(r.status).toBe(429);
      expect(r.body.message).toMatch(/locked/);
      // this server has no Google/Apple configured, so the advice names only the mail's link
      expect(r.body.message).toMatch(/Use the link in your sign-in e-mail\.$/);
      // its own code, so screens show the advice without a "try again in …" (the wait never ends)
      expect(r.body.code).toBe('code_sign_in_locked');
      // 429 always carries Retry-After: the lock does not pass with time, so it names a whole day
      expect(retryAfter(r)).toBe(DAY / SECOND);
      // …while the one-click link of the same mail works.
      expect((await h.openLink(link ?? '')).status).toBe(200);

      // Google/Apple sign-in clears it (the oidc feature calls clearAddressLock).
      expect(await clearAddressLock(h.db, email.toUpperCase())).toBe(true);
      h.advance(2 * MINUTE);
      const after = await h.requestCode(email, 'signup', freshIp());
      expect((await h.verify(email, after.code ?? '', freshIp())).status).toBe(200);
    });

    it('npm run admin -- unlock EMAIL lifts the lock', async () => {
      const email = fresh('operator');
      await h.db.insert(addressLocks).values({ email, consecutiveFailures: 100, lockedAt: h.clock.now() });
      const { code } = await h.requestCode(email, 'signup', freshIp());
      expect((await h.verify(email, code ?? '', freshIp())).status).toBe(429);

      expect(await runAdminCommand(h.adminDeps, ['unlock', ` ${email.toUpperCase()}`])).toEqual({
        exitCode: 0,
        output: `Unlocked code sign-in for ${email}.`,
      });
      expect((await h.verify(email, code ?? '', freshIp())).status).toBe(200);
      expect((await runAdminCommand(h.adminDeps, ['unlock', email])).output).toMatch(/was not locked/);
      expect((await runAdminCommand(h.adminDeps, ['unlock'])).exitCode).toBe(2);
      expect((await runAdminCommand(h.adminDeps, ['unlock', 'nope'])).exitCode).toBe(2);
    });

    it('a right code ends a run of failures (the hard stop counts consecutive ones)', async () => {
      const email = fresh('reset');
      const { code } = await h.requestCode(email, 'signup', freshIp());
      await h.verify(email, wrongFor(code), freshIp());
      await h.verify(email, wrongFor(code), freshIp());
      expect((await h.db.select().from(addressLocks).where(eq(addressLocks.email, email)))[0]).toMatchObject({
        consecutiveFailures: 2,
      });
      expect((await h.verify(email, code ?? '', freshIp())).status).toBe(200);
      expect(await h.db.select().from(addressLocks).where(eq(addressLocks.email, email))).toEqual([]);
    });
  });

  describe('client IP', () => {
    it('counts the socket address and ignores forwarded headers unless TRUSTED_PROXY names one', async () => {
      const ip = freshIp();
      const spoof = (i: number) => ({ 'x-forwarded-for': `10.0.0.${i}` });
      for (let i = 0; i < 20; i += 1) {
        await read(
          h
            .api(undefined, { ip, headers: spoof(i) })
            .user.authenticate.signup.$post({ json: { email: fresh('sock') } }),
        );
      }
      const r = await read(
        h
          .api(undefined, { ip, headers: spoof(99) })
          .user.authenticate.signup.$post({ json: { email: fresh('sock') } }),
      );
      expect(r.status).toBe(429);
    });

    it('behind TRUSTED_PROXY counts the last hop of the named header', async () => {
      const proxied = await authHarness(driver, { env: { TRUSTED_PROXY: 'X-Forwarded-For' } });
      try {
        const go = (xff: string) =>
          read(
            proxied
              .api(undefined, { ip: '10.0.0.1', headers: { 'x-forwarded-for': xff } })
              .user.authenticate.signup.$post({ json: { email: fresh('proxy') } }),
          );
        // the client forges the first entries; the proxy appends the address it saw
        for (let i = 0; i < 20; i += 1) expect((await go(`1.2.3.${i}, 192.0.2.7`)).status).toBe(200);
        expect((await go('1.2.3.200, 192.0.2.7')).status).toBe(429);
        expect((await go('192.0.2.8')).status).toBe(200);
      } finally {
        await proxied.dispose();
      }
    });
  });

  describe('pruning', () => {
    /** One row of each kind, dead or alive at `now`; returns what to look for afterwards. */
    async function plant(label: string, now: Date) {
      const at = (ms: number) => new Date(now.getTime() + ms);
      const { id: userId } = await createUser(h.db, { email: `${label}-${++n}@example.com`, clock: h.clock });
      const session = (
        name: string,
        row: { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt?: Date },
      ) => ({
        userId,
        tokenHash: `${label}-${name}-${n}`,
        ...row,
      });
      await h.db.insert(sessions).values([
        session('live', { createdAt: at(-DAY), lastSeenAt: at(-6 * DAY), expiresAt: at(29 * DAY) }),
        session('revoked', {
          createdAt: at(-DAY),
          lastSeenAt: at(-DAY),
          expiresAt: at(29 * DAY),
          revokedAt: at(-MINUTE),
        }),
        session('expired', {
          createdAt: at(-31 * DAY),
          lastSeenAt: at(-2 * HOUR),
          expiresAt: at(-2 * HOUR),
        }),
        session('idle', { createdAt: at(-9 * DAY), lastSeenAt: at(-8 * DAY), expiresAt: at(21 * DAY) }),
      ]);
      const code = (name: string, row: { expiresAt: Date; consumedAt?: Date }) => ({
        email: `${label}-${name}-${n}@example.com`,
        codeHash: 'x',
        linkHash: `${label}-${name}-${n}`,
        createdAt: at(-MINUTE),
        ...row,
      });
      await h.db
        .insert(loginCodes)
        .values([
          code('live', { expiresAt: at(9 * MINUTE) }),
          code('used', { expiresAt: at(9 * MINUTE), consumedAt: at(-SECOND) }),
          code('expired', { expiresAt: at(-2 * HOUR) }),
        ]);
      await h.db.insert(usedTokens).values([
        { jti: `${label}-live-${n}`, expiresAt: at(4 * MINUTE) },
        { jti: `${label}-expired-${n}`, expiresAt: at(-2 * HOUR) },
      ]);
      const state = (name: string, row: { expiresAt: Date; consumedAt?: Date }) => ({
        stateHash: `${label}-${name}-${n}`,
        provider: 'google',
        codeVerifier: 'v',
        nonce: 'n',
        ...row,
      });
      await h.db
        .insert(oidcStates)
        .values([
          state('live', { expiresAt: at(9 * MINUTE) }),
          state('used', { expiresAt: at(9 * MINUTE), consumedAt: at(-SECOND) }),
          state('expired', { expiresAt: at(-2 * HOUR) }),
        ]);
      const subjects = {
        ip: `${label}-ip-${n}`,
        email: `${label}-email-${n}`,
      };
      await h.db.insert(authEvents).values([
        // still inside the 24-hour window of the per-address limit
        { kind: 'verify_failed:email', subject: subjects.email, createdAt: at(-23 * HOUR) },
        { kind: 'verify_failed:ip', subject: subjects.ip, createdAt: at(-MINUTE) },
        { kind: 'code_sent:email', subject: subjects.email, createdAt: at(-MINUTE) },
        // outside every window
        { kind: 'verify_failed:email', subject: subjects.email, createdAt: at(-3 * DAY) },
        { kind: 'verify_failed:ip', subject: subjects.ip, createdAt: at(-3 * DAY) },
        { kind: 'code_sent:ip', subject: subjects.ip, createdAt: at(-3 * DAY) },
        { kind: 'code_unsent:email', subject: subjects.email, createdAt: at(-3 * DAY) },
      ]);
      return { label, userId, subjects };
    }

    /** What is left of a planted set, by name. */
    async function left({ label, userId, subjects }: Awaited<ReturnType<typeof plant>>) {
      const name = (key: string) => key.slice(label.length + 1).replace(/-\d+(@example\.com)?$/, '');
      const s = await h.db
        .select({ k: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      const c = await h.db.select({ k: loginCodes.linkHash }).from(loginCodes);
      const t = await h.db.select({ k: usedTokens.jti }).from(usedTokens);
      const o = await h.db.select({ k: oidcStates.stateHash }).from(oidcStates);
      const e = await h.db
        .select({ kind: authEvents.kind })
        .from(authEvents)
        .where(inArray(authEvents.subject, [subjects.ip, subjects.email]));
      const mine = (rows: { k: string }[]) =>
        rows
          .filter((r) => r.k.startsWith(`${label}-`))
          .map((r) => name(r.k))
          .sort();
      return {
        sessions: mine(s),
        loginCodes: mine(c),
        usedTokens: mine(t),
        oidcStates: mine(o),
        authEvents: e.map((r) => r.kind).sort(),
      };
    }

    it('pruneExpiredAuthData deletes the rows that can no longer matter and keeps those a limit still needs', async () => {
      const now = h.clock.now();
      const planted = await plant('prune', now);
      await h.db.insert(addressLocks).values({
        email: `locked-${n}@example.com`,
        consecutiveFailures: 100,
        lockedAt: new Date(now.getTime() - 90 * DAY),
      });
      await h.db.insert(addressLocks).values([
        {
          email: `idle-${n}@example.com`,
          consecutiveFailures: 7,
          updatedAt: new Date(now.getTime() - 31 * DAY),
        },
        {
          email: `counting-${n}@example.com`,
          consecutiveFailures: 7,
          updatedAt: new Date(now.getTime() - 29 * DAY),
        },
      ]);
      await pruneExpiredAuthData(h.db, now);
      expect(await left(planted)).toEqual({
        sessions: ['live'],
        // a used code stays until it expires, so its retry answers 409 rather than counting as a guess
        loginCodes: ['live', 'used'],
        usedTokens: ['live'],
        oidcStates: ['live'],
        authEvents: ['code_sent:email', 'verify_failed:email', 'verify_failed:ip'],
      });
      // the hard stop is never pruned: only Google/Apple or the operator lifts it; a counter that
      // never locked goes after 30 days without a failure
      const counters = await h.db
        .select({ email: addressLocks.email })
        .from(addressLocks)
        .where(
          inArray(addressLocks.email, [
            `locked-${n}@example.com`,
            `idle-${n}@example.com`,
            `counting-${n}@example.com`,
          ]),
        );
      expect(counters.map((c) => c.email).sort()).toEqual([
        `counting-${n}@example.com`,
        `locked-${n}@example.com`,
      ]);
    });

    it('code requests prune at most once every 10 minutes per process', async () => {
      h.advance(PRUNE_EVERY_MS);
      await ask(fresh('prune-trigger'), freshIp()); // prunes (the last prune was long ago)
      const first = await plant('soon', h.clock.now());
      h.advance(PRUNE_EVERY_MS - MINUTE);
      await ask(fresh('prune-trigger'), freshIp()); // too soon: nothing pruned
      expect((await left(first)).sessions).toEqual(['expired', 'idle', 'live', 'revoked']);
      h.advance(MINUTE);
      await ask(fresh('prune-trigger'), freshIp());
      expect(await left(first)).toMatchObject({
        sessions: ['live'],
        usedTokens: ['live'],
        oidcStates: ['live'],
      });
    });
  });
});

describe('the hard lock names the providers this server offers', () => {
  it('advises Google when Google sign-in is configured', async () => {
    const g = await authHarness('pglite', {
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const email = 'locked-google@example.com';
      await g.db.insert(addressLocks).values({ email, consecutiveFailures: 100, lockedAt: g.clock.now() });
      const { code } = await g.requestCode(email, 'signup');
      const r = await g.verify(email, code ?? '');
      expect(r.status).toBe(429);
      expect(r.body.message).toMatch(/Use the link in your sign-in e-mail, or continue with Google\.$/);
    } finally {
      await g.dispose();
    }
  });
});
