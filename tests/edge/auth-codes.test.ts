import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginCodes, users } from '../../edge/db/schema/index.ts';
import { codeHash, randomDigits } from '../../edge/features/auth/crypto.ts';
import { MailDeliveryError, type MailMessage } from '../../edge/features/mail/mailer.ts';
import { type AuthHarness, authHarness, codeOf, countAuthEvents, IP, linkOf } from './auth-helpers.ts';
import { drivers, TEST_SECRET } from './helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each test uses its own address, so tests share one database without meeting. */
let n = 0;
const fresh = (name = 'person') => `${name}-${++n}@example.com`;

describe.each(drivers)('sign-in codes on %s', (driver) => {
  let h: AuthHarness;
  /** Mail to this address fails, as a transport outage would; every mail tried is kept in `tried`. */
  let failingInbox: string | undefined;
  const tried: MailMessage[] = [];
  beforeAll(async () => {
    h = await authHarness(driver, {
      beforeSend: (mail) => {
        tried.push(mail);
        if (mail.to === failingInbox)
          throw new MailDeliveryError('SMTP delivery failed (ECONNREFUSED)', 'smtp');
      },
    });
  });
  afterAll(() => h.dispose());
  // A day between tests: every window (per address, per IP) starts empty.
  beforeEach(() => {
    failingInbox = undefined;
    h.advance(24 * HOUR);
  });

  describe('e-mail codes', () => {
    it('signs a new person up: code mail → custom token → ID token → session → user info', async () => {
      const email = fresh('new');
      const { code, link, mail } = await h.requestCode(email, 'signup');
      expect(code).toMatch(/^\d{4}$/);
      expect(link).toHaveLength(43);
      expect(mail?.to).toBe(email);
      expect(mail?.text).toContain(`${h.base}/login?link=${link}`);

      const v = await h.verify(email, code ?? '', IP, 'signup');
      expect(v.status).toBe(200);
      expect(Object.keys(v.body)).toEqual(['custom-token']);
      const { cookie } = await h.finishSignIn(String(v.body['custom-token']));
      const info = await h.userInfo(cookie);
      expect(info.status).toBe(200);
      expect((info.body.data as { email: string }).email).toBe(email);
    });

    it('trims and lower-cases addresses for accounts, codes and limits', async () => {
      const email = fresh('mixed');
      const { code } = await h.requestCode(`  ${email.toUpperCase()} `, 'signup');
      expect(h.mails.at(-1)?.to).toBe(email);
      const v = await h.verify(` ${email.replace('mixed', 'MiXeD')}`, code ?? '');
      expect(v.status).toBe(200);
      const rows = await h.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      // the cooldown counts the normalised address
      h.advance(10_000);
      expect((await h.ask(email.toUpperCase())).status).toBe(429);
    });

    it('answers a bad address with the SPEC message', async () => {
      for (const email of ['', 'ada', 'ada@example', 'a b@example.com', 42]) {
        // 42 is no address at all: sent raw, as only a script would
        const r = await h.call('/api/user/authenticate/login', { body: { email } });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('Please enter a valid email address.');
      }
    });

    it('stores only a keyed hash of the code, never the code', async () => {
      const email = fresh('hash');
      const { code } = await h.requestCode(email);
      const [row] = await h.db.select().from(loginCodes).where(eq(loginCodes.email, email));
      expect(row?.codeHash).toBe(await codeHash(TEST_SECRET, email, code ?? ''));
      expect(row?.codeHash).not.toContain(code);
      expect(row?.linkHash).not.toContain(linkOf(h.mails.at(-1)));
      expect(row?.expiresAt.getTime()).toBe(h.clock.now().getTime() + 10 * MINUTE);
    });

    it('refuses a wrong code with the SPEC message', async () => {
      const email = fresh('wrong');
      const { code } = await h.requestCode(email);
      const wrong = code === '0000' ? '0001' : '0000';
      const r = await h.verify(email, wrong);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: 'Invalid OTP. Please try again.' });
      expect((await h.verify(email, 'abcd')).body.message).toBe('Invalid OTP. Please try again.');
    });

    it('refuses a right code after three wrong ones', async () => {
      const email = fresh('three');
      const { code } = await h.requestCode(email);
      const wrong = code === '0000' ? '0001' : '0000';
      for (let i = 0; i < 3; i += 1) expect((await h.verify(email, wrong)).status).toBe(400);
      const r = await h.verify(email, code ?? '');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Invalid OTP. Please try again.');
    });

    it('accepts a right code after two wrong ones', async () => {
      const email = fresh('two');
      const { code } = await h.requestCode(email);
      const wrong = code === '0000' ? '0001' : '0000';
      for (let i = 0; i < 2; i += 1) expect((await h.verify(email, wrong)).status).toBe(400);
      expect((await h.verify(email, code ?? '')).status).toBe(200);
    });

    it('refuses a code after its 10 minutes', async () => {
      const email = fresh('late');
      const { code } = await h.requestCode(email);
      h.advance(10 * MINUTE);
      expect((await h.verify(email, code ?? '')).status).toBe(400);
    });

    it('accepts a code just before its 10 minutes end', async () => {
      const email = fresh('intime');
      const { code } = await h.requestCode(email);
      h.advance(10 * MINUTE - 1000);
      expect((await h.verify(email, code ?? '')).status).toBe(200);
    });

    it('accepts a code once only', async () => {
      const email = fresh('once');
      const { code } = await h.requestCode(email);
      expect((await h.verify(email, code ?? '')).status).toBe(200);
      // The same right code again is a double submit, 409, never a second token.
      expect((await h.verify(email, code ?? '')).status).toBe(409);
    });

    it('replaces the old code with a new one', async () => {
      const email = fresh('replace');
      const first = await h.requestCode(email);
      h.advance(MINUTE);
      const second = await h.requestCode(email);
      if (first.code !== second.code) expect((await h.verify(email, first.code ?? '')).status).toBe(400);
      expect((await h.verify(email, second.code ?? '')).status).toBe(200);
      // the first mail's link died with its code
      expect((await h.openLink(first.link ?? '')).status).toBe(400);
    });

    it('draws digits from the CSPRNG without modulo bias (rejection sampling)', () => {
      // 0xFFFF (65535) and 0xEA60 (60000) are above the last multiple of 10,000 and are drawn again.
      const draws = [0xff, 0xff, 0xea, 0x60, 0x04, 0xd2];
      const random = { bytes: (k: number) => new Uint8Array(draws.splice(0, k)) };
      expect(randomDigits(random, 4)).toBe('1234');
      const zero = { bytes: (k: number) => new Uint8Array(k) };
      expect(randomDigits(zero, 4)).toBe('0000');
    });
  });

  describe('no account enumeration', () => {
    // Everything but the per-request id must match.
    const comparable = async (r: { res: Response; status: number; body: Record<string, unknown> }) => ({
      status: r.status,
      body: { ...r.body, requestId: undefined },
      headers: [...r.res.headers.entries()].filter(([k]) => k !== 'x-request-id'),
    });

    it('answers login and signup identically for known and unknown addresses', async () => {
      const known = fresh('known');
      await h.signIn(known);
      h.advance(2 * MINUTE);
      const unknown = fresh('unknown');
      for (const flow of ['login', 'signup'] as const) {
        const a = await h.ask(known, flow);
        const b = await h.ask(unknown, flow);
        expect(await comparable(a)).toEqual(await comparable(b));
        // expires_in: the code's life (CODE_TTL_MINUTES), for the screen that may return to it.
        expect(a.body).toEqual({
          success: true,
          message: 'Check your inbox for a 4-digit code.',
          expires_in: 600,
        });
        h.advance(2 * MINUTE);
      }
    });

    it('mails an invitation to sign up, without a code, to an unknown address that asks to log in', async () => {
      const email = fresh('invite');
      await h.ask(email);
      const mail = h.lastMailTo(email);
      expect(codeOf(mail)).toBeUndefined();
      expect(linkOf(mail)).toBeUndefined();
      expect(mail?.text).toContain(`${h.base}/signup`);
    });

    it('mails a normal sign-in code to a known address that asks to sign up', async () => {
      const email = fresh('again');
      await h.signIn(email);
      h.advance(2 * MINUTE);
      const { code } = await h.requestCode(email, 'signup');
      expect(code).toMatch(/^\d{4}$/);
      expect((await h.verify(email, code ?? '', IP, 'signup')).status).toBe(200);
    });

    it('limits known and unknown addresses alike', async () => {
      const known = fresh('k');
      await h.signIn(known);
      const unknown = fresh('u');
      await h.ask(unknown);
      const a = await h.ask(known);
      const b = await h.ask(unknown);
      expect(a.status).toBe(429);
      expect(await comparable(a)).toEqual(await comparable(b));
    });
  });

  describe('one-click link', () => {
    it('signs in once with the link from the code mail', async () => {
      const email = fresh('link');
      const { link } = await h.requestCode(email);
      const r = await h.openLink(link ?? '');
      expect(r.status).toBe(200);
      const { cookie } = await h.finishSignIn(String(r.body['custom-token']));
      expect((await h.userInfo(cookie)).status).toBe(200);
      expect((await h.openLink(link ?? '')).status).toBe(400);
    });

    it('refuses the link after 10 minutes and refuses made-up links', async () => {
      const email = fresh('linklate');
      const { link } = await h.requestCode(email);
      h.advance(10 * MINUTE);
      const late = await h.openLink(link ?? '');
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(
        'This sign-in link is invalid or has expired. Please ask for a new code.',
      );
      for (const token of ['x', 'A'.repeat(43), '']) {
        expect((await h.openLink(token)).status).toBe(400);
      }
    });

    it('still works after three wrong codes killed the code', async () => {
      const email = fresh('linkdead');
      const { code, link } = await h.requestCode(email);
      const wrong = code === '0000' ? '0001' : '0000';
      for (let i = 0; i < 3; i += 1) await h.verify(email, wrong);
      expect((await h.openLink(link ?? '')).status).toBe(200);
    });
  });

  describe('a mail that could not be sent', () => {
    const ask = (email: string) => h.ask(email, 'signup');

    it('does not start the resend cooldown: the person may ask again at once, and the unsent code is dead', async () => {
      const email = fresh('bounce');
      failingInbox = email;
      const failed = await ask(email);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ success: false, code: 'mail_failed' });
      const unsent = tried.at(-1);
      expect(unsent?.to).toBe(email);
      expect(await h.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toEqual([]);

      failingInbox = undefined;
      const { code, link } = await h.requestCode(email); // same second: no cooldown
      expect(code).toMatch(/^\d{4}$/);
      // the mail that never arrived carried a link that does not work
      expect(linkOf(unsent)).not.toBe(link);
      expect((await h.openLink(linkOf(unsent) ?? '')).status).toBe(400);
      expect((await h.verify(email, code ?? '')).status).toBe(200);
      // …and the delivered code starts the cooldown as usual
      expect((await ask(email)).status).toBe(429);
    });

    it('still counts towards the hourly limit, so a failing send cannot be retried without end', async () => {
      const email = fresh('outage');
      failingInbox = email;
      for (let i = 0; i < 5; i += 1) expect((await ask(email)).status).toBe(503);
      const r = await ask(email);
      expect(r.status).toBe(429);
      expect(Number(r.res.headers.get('retry-after'))).toBe(3600);
      expect(await countAuthEvents(h.db, 'code_unsent:email', email)).toBe(5);
      expect(await countAuthEvents(h.db, 'code_sent:email', email)).toBe(0);
    });
  });
});
