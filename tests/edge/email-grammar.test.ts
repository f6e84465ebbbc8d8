import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../edge/admin.ts';
import { INVALID_EMAIL } from '../../edge/contract/auth-messages.ts';
import { authEvents, users } from '../../edge/db/schema/index.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { suiteAuthHarness } from './auth-helpers.ts';
import { drivers } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const CODE_ROUTES = [
  ['/api/user/authenticate/login', {}],
  ['/api/user/authenticate/signup', {}],
  ['/api/user/authenticate/login/verify-otp', { otp: '1234' }],
  ['/api/user/authenticate/signup/verify-otp', { otp: '1234' }],
] as const;

/** One grammar for every address, refused forms never reach a limit query or a mail. */
describe.each(drivers)('the one e-mail grammar on %s', (driver) => {
  const h = suiteAuthHarness(driver);
  beforeEach(() => h.advance(DAY));

  const eventCount = async () => (await h.db.select({ n: count() }).from(authEvents))[0]?.n ?? 0;

  it.each(CODE_ROUTES)(
    'refuses a NUL byte in the address on %s with 400, counting nothing',
    async (path, extra) => {
      const before = await eventCount();
      const r = await h.call(path, { body: { email: 'a\u0000@b.c', ...extra } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(INVALID_EMAIL);
      expect(await eventCount()).toBe(before);
    },
  );

  it.each(CODE_ROUTES)(
    'refuses a lone surrogate in the address on %s, and mails nothing',
    async (path, extra) => {
      const mailed = h.mails.length;
      const r = await h.call(path, { body: { email: '\ud800@b.c', ...extra } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(INVALID_EMAIL);
      expect(h.mails.length).toBe(mailed);
    },
  );

  it.each([
    ['a trailing dot', 'victim@example.com.'],
    ['a quoted local part', '"victim"@example.com'],
    ['an address literal', 'victim@[example.com]'],
    ['an IP address as domain', 'victim@127.0.0.1'],
    ['a doubled dot', 'vic..tim@example.com'],
    ['a non-ASCII local part', 'vïctim@example.com'],
    ['no dot in the domain', 'victim@localhost'],
  ])('refuses %s with the sign-in wording, so no second account or limit appears', async (_, odd) => {
    await h.requestCode('victim@example.com');
    const r = await h.ask(odd, 'signup');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ message: INVALID_EMAIL, code: 'invalid_email' });
  });

  it('normalises case and surrounding space before the limits: a cooling-down address stays cooling down', async () => {
    await h.requestCode('cool@example.com');
    const r = await h.ask('  COOL@Example.COM\t', 'signup');
    expect(r.status).toBe(429);
  });

  it('treats an internationalised domain and its ASCII form as one address (NFC, then IDNA)', async () => {
    const { code } = await h.requestCode('ida@bücher.example');
    expect(h.mails.at(-1)?.to).toBe('ida@xn--bcher-kva.example');
    // The decomposed spelling (u + combining diaeresis) is the same address after NFC.
    const again = await h.ask('ida@bu\u0308cher.example', 'signup');
    expect(again.status).toBe(429);
    const v = await h.verify('IDA@XN--BCHER-KVA.example', code ?? '');
    expect(v.status).toBe(200);
    const rows = await h.db.select().from(users).where(eq(users.email, 'ida@xn--bcher-kva.example'));
    expect(rows).toHaveLength(1);
  });

  it('`npm run admin -- accounts odd-addresses` lists accounts made under forms the grammar now refuses', async () => {
    const empty = await runAdminCommand(h.adminDeps, ['accounts', 'odd-addresses']);
    expect(empty).toEqual({ exitCode: 0, output: 'No account has an address the e-mail grammar refuses.' });
    // Accounts as the sign-in made them before the one grammar (it only trimmed and lower-cased).
    for (const odd of ['victim@example.com.', '"victim"@example.com', 'victim@[example.com]'])
      await findOrCreateUserByEmail(h.db, odd, new Date());
    await findOrCreateUserByEmail(h.db, 'fine@example.com', new Date());
    const listed = await runAdminCommand(h.adminDeps, ['accounts', 'odd-addresses']);
    expect(listed.exitCode).toBe(0);
    const lines = listed.output.split('\n');
    expect(lines[0]).toBe(
      '3 accounts have an address the e-mail grammar refuses (they can no longer ask for a code):',
    );
    expect(listed.output).toContain('victim@example.com.');
    expect(listed.output).toContain('"victim"@example.com');
    expect(listed.output).toContain('victim@[example.com]');
    expect(listed.output).not.toContain('fine@example.com');
  });
});
