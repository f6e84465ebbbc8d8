import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { SUPPORT_MESSAGE_MAX_CHARS } from '../../edge/contract/support.ts';
import { supportMessages, users } from '../../edge/db/schema/index.ts';
import { read } from './api-client.ts';
import { type AuthHarness, authHarness, suiteAuthHarness } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const INBOX = 'support@plume.example';
const SEND = '/api/user/support/send-message';

let n = 0;
const fresh = (name = 'writer') => `${name}-${++n}@example.com`;

describe.each(drivers)('support messages on %s', (driver) => {
  let h: AuthHarness;
  /** Mail to this address fails, as a transport outage would. */
  let failingInbox: string | undefined;

  beforeAll(async () => {
    h = await authHarness(driver, {
      env: { SUPPORT_EMAIL: INBOX, SUPPORT_MESSAGES_PER_HOUR: '3' },
      beforeSend: (mail) => {
        if (mail.to === failingInbox) throw new Error('SMTP delivery failed (ECONNREFUSED)');
      },
    });
  });
  afterAll(() => h.dispose());
  beforeEach(() => {
    failingInbox = undefined;
    h.advance(2 * HOUR);
  });

  const send = (cookie: string | undefined, text: string, headers: Record<string, string> = {}) =>
    read(h.api(cookie, { headers }).user.support['send-message'].$post({ json: { text } }));
  /** A `text` the SPA never sends (not a string): raw, past the typed client. */
  const sendUntyped = (cookie: string, text: unknown) =>
    h.call(SEND, { body: { text }, headers: { cookie } });

  async function signedIn(email = fresh()) {
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    return { cookie, user, email };
  }
  const storedFor = (userId: string) =>
    h.db.select().from(supportMessages).where(eq(supportMessages.userId, userId));

  it('refuses a visitor with 401 and stores nothing', async () => {
    const before = await h.db.select().from(supportMessages);
    const r = await send(undefined, 'Hello?');
    expect(r.status).toBe(401);
    expect(await h.db.select().from(supportMessages)).toEqual(before);
  });

  it('stores the trimmed message and forwards it to the support inbox, Reply-To the sender', async () => {
    const { cookie, user, email } = await signedIn();
    const mailsBefore = h.mails.length;
    const r = await send(cookie, '  My wallet shows $0 after a recharge.\nCan you check? <b>thanks</b>  \n');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });

    const [stored, ...others] = await storedFor(user.id);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      email,
      text: 'My wallet shows $0 after a recharge.\nCan you check? <b>thanks</b>',
      createdAt: h.clock.now(),
      forwardedAt: h.clock.now(),
    });

    const mail = h.mails.slice(mailsBefore).find((m) => m.to === INBOX);
    expect(mail).toMatchObject({ to: INBOX, replyTo: email });
    expect(mail?.subject).toBe(`[Plume support] ${email}: My wallet shows $0 after a recharge.`);
    expect(mail?.text).toContain('My wallet shows $0 after a recharge.\nCan you check? <b>thanks</b>');
    expect(mail?.text).toContain(stored?.id);
    expect(mail?.html).toContain('&lt;b&gt;thanks&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>thanks</b>');
  });

  it('keeps the message text out of the request log', async () => {
    const { cookie } = await signedIn();
    await send(cookie, 'private-details-7f3a about my account');
    expect(h.logs.join('\n')).not.toContain('private-details-7f3a');
  });

  it.each([
    ['blank after trimming', ' \n\t ', 'Please write a message first.'],
    ['empty', '', 'Please write a message first.'],
    ['not text', 42, 'Please write a message first.'],
    [
      'longer than the limit',
      'x'.repeat(SUPPORT_MESSAGE_MAX_CHARS + 1),
      `Please keep your message to ${SUPPORT_MESSAGE_MAX_CHARS} characters or fewer.`,
    ],
  ])('refuses a message that is %s with 400 and stores nothing', async (_name, text, message) => {
    const { cookie, user } = await signedIn();
    const mailsBefore = h.mails.length;
    const r = typeof text === 'string' ? await send(cookie, text) : await sendUntyped(cookie, text);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message, code: 'invalid_message' });
    expect(await storedFor(user.id)).toEqual([]);
    expect(h.mails.length).toBe(mailsBefore);
  });

  it('refuses a body over 64 kB with 413 before reading it, with or without Content-Length', async () => {
    const { cookie, user } = await signedIn();
    const huge = JSON.stringify({ text: 'z'.repeat(70 * 1024) });
    const declared = await send(cookie, 'z'.repeat(70 * 1024));
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ success: false, code: 'payload_too_large' });

    const bytes = new TextEncoder().encode(huge);
    const streamed = await h.app.request(
      `${h.base}${SEND}`,
      {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
            controller.close();
          },
        }),
        // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
        duplex: 'half',
      },
      { remoteAddr: '203.0.113.5' },
    );
    expect(streamed.status).toBe(413);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('takes a message of exactly the limit, with its tabs and line breaks as written', async () => {
    const { cookie, user } = await signedIn();
    expect((await send(cookie, 'y'.repeat(SUPPORT_MESSAGE_MAX_CHARS))).status).toBe(200);
    expect((await send(cookie, 'two\tcolumns\r\nand lines')).status).toBe(200);
    const texts = (await storedFor(user.id)).map((m) => m.text).sort();
    expect(texts).toEqual(['two\tcolumns\r\nand lines', 'y'.repeat(SUPPORT_MESSAGE_MAX_CHARS)].sort());
  });

  // Refused with a reason, not quietly altered — what is stored is what the person wrote.
  it.each([
    ['a NUL byte', 'null\u0000byte', 'This text contains control characters.'],
    ['only control characters', '\u0000\u0007', 'This text contains control characters.'],
    ['an escape sequence', 'red \u001b[31malert', 'This text contains control characters.'],
    ['a lone surrogate', 'broken \ud800 text', 'This text contains characters that are not valid Unicode.'],
  ])(
    'refuses a message with %s with 400 naming `text`, and stores and sends nothing',
    async (_n, text, message) => {
      const { cookie, user } = await signedIn();
      const mailsBefore = h.mails.length;
      const r = await send(cookie, text);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        message,
        code: 'invalid_message',
        issues: [{ path: 'text', message }],
      });
      expect(await storedFor(user.id)).toEqual([]);
      expect(h.mails.length).toBe(mailsBefore);
    },
  );

  it('refuses a cross-site post with 403 (the CSRF rule covers it)', async () => {
    const { cookie, user } = await signedIn();
    const r = await send(cookie, 'Hi', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(r.status).toBe(403);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it('allows SUPPORT_MESSAGES_PER_HOUR messages an hour per account, then 429 with Retry-After', async () => {
    const { cookie, user } = await signedIn();
    for (const text of ['one', 'two', 'three']) {
      expect((await send(cookie, text)).status).toBe(200);
      h.advance(60_000);
    }
    const refused = await send(cookie, 'four');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_messages' });
    // the first message (sent 3 minutes ago) leaves the hour window in 57 minutes
    expect(refused.res.headers.get('retry-after')).toBe(String(57 * 60));
    expect(await storedFor(user.id)).toHaveLength(3);

    // another account is not affected
    const other = await signedIn();
    expect((await send(other.cookie, 'hello')).status).toBe(200);

    h.advance(57 * 60_000);
    expect((await send(cookie, 'four')).status).toBe(200);
  });

  it('holds the hourly limit under a burst of parallel sends', async () => {
    const { cookie, user } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(cookie, `parallel message ${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await storedFor(user.id)).toHaveLength(3);
  });

  it('still answers success when the inbox is down; the message waits for `npm run admin -- messages`', async () => {
    const { cookie, user, email } = await signedIn();
    failingInbox = INBOX;
    const r = await send(cookie, 'Is anyone there?');
    expect(r.status).toBe(200);
    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({ text: 'Is anyone there?', forwardedAt: null });
    expect(h.logs.some((line) => line.includes('support message stored but not forwarded'))).toBe(true);

    const listed = await runAdminCommand(h.adminDeps, ['messages']);
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toContain(email);
    expect(listed.output).toContain('  Is anyone there?');
    expect(listed.output).toContain(stored?.id);

    // still down: the operator's retry says so and keeps the message waiting
    const stillDown = await runAdminCommand(h.adminDeps, ['messages', 'forward']);
    expect(stillDown.exitCode).toBe(1);
    expect((await storedFor(user.id))[0]?.forwardedAt).toBeNull();

    // back up: `npm run admin -- messages forward` delivers it, Reply-To its author, and clears the list
    failingInbox = undefined;
    const mailsBefore = h.mails.length;
    const retried = await runAdminCommand(h.adminDeps, ['messages', 'forward']);
    expect(retried.exitCode).toBe(0);
    expect(retried.output).toMatch(/^Forwarded \d+ messages? to support@plume\.example\.$/);
    const mail = h.mails.slice(mailsBefore).find((m) => m.replyTo === email);
    expect(mail?.text).toContain('Is anyone there?');
    expect((await storedFor(user.id))[0]?.forwardedAt).toEqual(h.clock.now());
    expect((await runAdminCommand(h.adminDeps, ['messages'])).output).not.toContain(email);
  });
});

describe('support messages without SUPPORT_EMAIL', () => {
  // A real transport is configured (the harness captures what it is given), so no dev default applies.
  const h = suiteAuthHarness('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });

  it('stores the message, sends no mail, and lists it for the operator', async () => {
    expect((await runAdminCommand(h.adminDeps, ['messages'])).output).toBe(
      'No support messages are waiting.',
    );
    const { cookie } = await h.signIn(fresh('quiet'));
    const mailsBefore = h.mails.length;
    const r = await read(
      h.api(cookie).user.support['send-message'].$post({ json: { text: 'Feature idea: TikTok captions' } }),
    );
    expect(r.status).toBe(200);
    expect(h.mails.length).toBe(mailsBefore);
    const listed = await runAdminCommand(h.adminDeps, ['messages']);
    expect(listed.output).toMatch(/^1 support message not forwarded to SUPPORT_EMAIL:/);
    expect(listed.output).toContain('Feature idea: TikTok captions');
    expect((await runAdminCommand(h.adminDeps, ['messages', 'extra'])).exitCode).toBe(2);
    expect(await runAdminCommand(h.adminDeps, ['messages', 'forward'])).toEqual({
      exitCode: 2,
      output: 'SUPPORT_EMAIL is not set: there is no inbox to forward to.',
    });
  });

  it('shows a carriage return and reading-direction controls as escapes, so a message cannot forge a sender line', async () => {
    const { cookie } = await h.signIn(fresh('forger'));
    // A carriage return sends the terminal back to column 0, where the rest overwrites the
    // indentation and reads as the heading of another message; U+202E/U+2066 reorder what follows.
    const forged = '— 2026-01-15T12:00:00.000Z  ceo@plume.example  (00000000-0000-0000-0000-000000000000)';
    const text = `Hi\r${forged}\n\u202ePlease refund \u2066$500\u2069 now\r\nThanks`;
    const r = await read(h.api(cookie).user.support['send-message'].$post({ json: { text } }));
    expect(r.status).toBe(200);

    const { exitCode, output } = await runAdminCommand(h.adminDeps, ['messages']);
    expect(exitCode).toBe(0);
    expect(output).not.toMatch(/[\r\u202e\u2066\u2069]/);
    const lines = output.split('\n');
    expect(lines).toContain(`  Hi\\r${forged}`);
    expect(lines).toContain('  \\u{202e}Please refund \\u{2066}$500\\u{2069} now');
    expect(lines).toContain('  Thanks');
    // Every heading is a real one (one per waiting message): the forged address never starts a line.
    const waiting = Number(/^(\d+) support messages? /.exec(output)?.[1]);
    expect(lines.filter((line) => line.startsWith('—'))).toHaveLength(waiting);
    expect(lines.filter((line) => line.includes('ceo@plume.example')).every((l) => l.startsWith('  '))).toBe(
      true,
    );
  });
});

describe('support messages on the embedded defaults (development, dev mailbox)', () => {
  const h = suiteAuthHarness('pglite');

  it('forwards them to the dev mailbox as support@plume.local, so trying the form shows the result', async () => {
    const email = fresh('dev');
    const { cookie } = await h.signIn(email);
    const r = await read(
      h.api(cookie).user.support['send-message'].$post({ json: { text: 'Trying the form locally' } }),
    );
    expect(r.status).toBe(200);
    expect(h.lastMailTo('support@plume.local')).toMatchObject({ replyTo: email });
  });
});
