import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../edge/features/mail/create-mailer.ts';
import { DEV_MAILBOX_LABEL, DevMailbox } from '../../edge/features/mail/dev-mailbox.ts';
import { isLoopbackAddress } from '../../edge/features/mail/dev-only.ts';
import { signInCodeMail, signUpInviteMail, supportMessageMail } from '../../edge/features/mail/templates.ts';
import { silentLogger } from '../../edge/logger.ts';
import { buildApp, openTestDatabase, type TestDatabase, testConfig } from './helpers.ts';

const LOCAL = { remoteAddr: '127.0.0.1' };
const indexHtml = new TextEncoder().encode('<!doctype html><title>Plume SPA</title>');
// A built SPA is present, so a 404 below is a real 404 and not the SPA's index.html fallback.
const staticFiles = { readFile: async (path: string) => (path === 'index.html' ? indexHtml : null) };

const codeMail = (to: string, code: string) => ({
  to,
  ...signInCodeMail({ code, link: `https://plume.example/login?link=token-${code}`, minutes: 10 }),
});

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database.dispose());

function developmentApp() {
  const mailbox = new DevMailbox();
  const { app } = buildApp(database.db, { mailer: mailbox, staticFiles });
  return { app, mailbox };
}

describe('the dev mailbox page in development, for this machine', () => {
  it('lists the latest mails first, codes and links visible, without scripts or inline styles', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send(codeMail('ada@example.com', '1111'));
    await mailbox.send({
      to: 'bob@example.com',
      ...signUpInviteMail({ signupUrl: 'https://plume.example/signup' }),
    });
    await mailbox.send(codeMail('Ada@Example.com', '2222'));

    const res = await app.request('http://localhost/dev/mailbox', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html.indexOf('2222')).toBeLessThan(html.indexOf('Create your Plume account'));
    expect(html.indexOf('Create your Plume account')).toBeLessThan(html.indexOf('1111'));
    expect(html).toContain('<code class="code">2222</code>');
    expect(html).toContain('href="https://plume.example/login?link=token-2222"');
    expect(html).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });

  it('filters by recipient with ?to= (any case)', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send(codeMail('ada@example.com', '1111'));
    await mailbox.send(codeMail('bob@example.com', '3333'));
    const html = await (
      await app.request('http://localhost/dev/mailbox?to=ADA@example.com', {}, LOCAL)
    ).text();
    expect(html).toContain('1111');
    expect(html).not.toContain('3333');
    expect(html).toContain('value="ADA@example.com"');
  });

  it('answers JSON at /dev/mailbox.json, latest first, with the code and links picked out', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send(codeMail('ada@example.com', '1111'));
    await mailbox.send(codeMail('bob@example.com', '3333'));
    await mailbox.send(codeMail('ada@example.com', '2222'));
    const res = await app.request('http://localhost/dev/mailbox.json?to=ada@example.com', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const body = (await res.json()) as {
      success: boolean;
      mails: { to: string; code: string; links: string[] }[];
    };
    expect(body.success).toBe(true);
    expect(body.mails.map((m) => m.code)).toEqual(['2222', '1111']);
    expect(body.mails[0]).toMatchObject({
      to: 'ada@example.com',
      subject: 'Your Plume sign-in code: 2222',
      links: ['https://plume.example/login?link=token-2222'],
    });
    expect(body.mails[0]).toHaveProperty('text');
    expect(body.mails[0]).toHaveProperty('html');
    expect(body.mails[0]).toHaveProperty('sentAt');
  });

  it('serves its stylesheet as a file (the CSP blocks inline styles)', async () => {
    const { app } = developmentApp();
    const res = await app.request('http://localhost/dev/mailbox.css', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await res.text()).toContain('.code');
  });

  it('escapes what a mail carries', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send({
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: '<img src=x>',
      html: '',
    });
    const html = await (await app.request('http://localhost/dev/mailbox', {}, LOCAL)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])(
    'answers a client at %s',
    async (remoteAddr) => {
      const { app } = developmentApp();
      expect((await app.request('http://localhost/dev/mailbox', {}, { remoteAddr })).status).toBe(200);
      expect((await app.request('http://127.0.0.1:8787/dev/mailbox.json', {}, { remoteAddr })).status).toBe(
        200,
      );
    },
  );

  it('answers 200 for a mail to a malformed address and for a malformed ?to=', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send(codeMail('\ud800@b.c', '4444'));
    const page = await app.request('http://localhost/dev/mailbox', {}, LOCAL);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('4444');
    for (const to of ['%ED%A0%80', '%00', '%E0%A4%A', encodeURIComponent('a\u0000b')]) {
      expect((await app.request(`http://localhost/dev/mailbox?to=${to}`, {}, LOCAL)).status).toBeLessThan(
        500,
      );
      expect(
        (await app.request(`http://localhost/dev/mailbox.json?to=${to}`, {}, LOCAL)).status,
      ).toBeLessThan(500);
    }
  });

  it('shows a code only for a sign-in code mail, never for a support message that looks like one', async () => {
    const { app, mailbox } = developmentApp();
    await mailbox.send({
      to: 'support@plume.local',
      replyTo: 'eve@example.com',
      ...supportMessageMail({
        from: 'eve@example.com',
        text: 'Your Plume sign-in code: 9999\nclick https://evil.example',
        messageId: 'm1',
        sentAt: new Date('2026-01-15T12:00:00Z'),
      }),
    });
    await mailbox.send(codeMail('ada@example.com', '1111'));
    const body = (await (await app.request('http://localhost/dev/mailbox.json', {}, LOCAL)).json()) as {
      mails: { to: string; code: string | null }[];
    };
    expect(body.mails.map((m) => [m.to, m.code])).toEqual([
      ['ada@example.com', '1111'],
      ['support@plume.local', null],
    ]);
    const html = await (await app.request('http://localhost/dev/mailbox', {}, LOCAL)).text();
    expect(html).not.toContain('<code class="code">9999</code>');
    expect(html).toContain('<code class="code">1111</code>');
  });

  it('says when a real transport is configured and nothing is kept', async () => {
    const { app } = buildApp(database.db, { staticFiles, mailer: { send: async () => {} } });
    const res = await app.request('http://localhost/dev/mailbox', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('SMTP_URL or RESEND_API_KEY is set');
    const json = await (await app.request('http://localhost/dev/mailbox.json', {}, LOCAL)).json();
    expect(json).toEqual({ success: true, devMailbox: false, mails: [] });
  });
});

describe('the dev mailbox is absent', () => {
  const paths = [
    '/dev/mailbox',
    '/dev/mailbox.json',
    '/dev/mailbox.json?to=ada@example.com',
    '/dev/mailbox.css',
  ];

  it('in production, even from this machine', async () => {
    const mailbox = new DevMailbox();
    await mailbox.send(codeMail('ada@example.com', '1111'));
    const config = { ...testConfig(), appEnv: 'production' as const };
    const { app } = buildApp(database.db, { config, mailer: mailbox, staticFiles });
    for (const path of paths) {
      const res = await app.request(`http://localhost${path}`, {}, LOCAL);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('1111');
    }
    // Any other /dev/ path is a 404 too, not the SPA.
    expect((await app.request('http://localhost/dev/anything', {}, LOCAL)).status).toBe(404);
    // …while the SPA still answers its own routes.
    expect((await app.request('http://localhost/login', {}, LOCAL)).status).toBe(200);
  });

  it.each([
    ['another machine', '203.0.113.5'],
    ['a private-network machine', '10.0.0.7'],
    ['an IPv6 machine', '2001:db8::5'],
    ['an IPv4-mapped stranger', '::ffff:203.0.113.5'],
    ['a client of unknown address', undefined],
  ])('from %s in development', async (_label, remoteAddr) => {
    const { app, mailbox } = developmentApp();
    await mailbox.send(codeMail('ada@example.com', '1111'));
    for (const path of paths) {
      const res = await app.request(`http://localhost${path}`, {}, remoteAddr ? { remoteAddr } : undefined);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('1111');
    }
  });

  it('through a tunnel or proxy that forwards a stranger from loopback', async () => {
    const { app } = developmentApp();
    const strangers: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.5' },
      { 'X-Forwarded-For': '127.0.0.1, 203.0.113.5' },
      { Forwarded: 'for=203.0.113.5;proto=https' },
      { Forwarded: 'for=unknown' },
      { 'CF-Connecting-IP': '2001:db8::5' },
      { 'X-Real-IP': '198.51.100.1' },
    ];
    for (const headers of strangers) {
      const res = await app.request('http://localhost/dev/mailbox', { headers }, LOCAL);
      expect(res.status, JSON.stringify(headers)).toBe(404);
    }
    // A local proxy forwarding a local client is still this machine.
    const local = await app.request(
      'http://localhost/dev/mailbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1', Forwarded: 'for="[::1]:5173"' } },
      LOCAL,
    );
    expect(local.status).toBe(200);
  });

  it('to a page on another host name resolving to 127.0.0.1 (DNS rebinding)', async () => {
    const { app } = developmentApp();
    expect((await app.request('http://evil.example:8787/dev/mailbox.json', {}, LOCAL)).status).toBe(404);
    expect((await app.request('http://app.localhost:8787/dev/mailbox.json', {}, LOCAL)).status).toBe(200);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['10.127.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['localhost', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('the dev mailbox console lines', () => {
  it('prints each mail on its own labelled lines: recipient and subject, then the text', async () => {
    const lines: string[] = [];
    const mailer = createMailer(testConfig({ PORT: '8787' }), silentLogger, {
      print: (line) => lines.push(line),
    });
    await mailer.send(codeMail('ada@example.com', '4821'));
    expect(lines[0]).toBe(`${DEV_MAILBOX_LABEL} to=ada@example.com subject=Your Plume sign-in code: 4821`);
    expect(
      lines.every((line) => line === DEV_MAILBOX_LABEL || line.startsWith(`${DEV_MAILBOX_LABEL} `)),
    ).toBe(true);
    expect(lines).toContain(DEV_MAILBOX_LABEL); // a blank line of the text, without trailing spaces
    expect(lines.some((line) => line.trim().endsWith('4821') && !line.includes('subject='))).toBe(true);
    expect(lines).toContain(`${DEV_MAILBOX_LABEL}   https://plume.example/login?link=token-4821`);
    expect(lines.at(-1)).toBe(`${DEV_MAILBOX_LABEL} (every recent mail: http://localhost:8787/dev/mailbox)`);
    expect(lines.join('\n')).not.toContain('<');
  });

  it('keeps a header line on one line whatever the subject holds', async () => {
    const lines: string[] = [];
    const mailbox = new DevMailbox({ print: (line) => lines.push(line) });
    await mailbox.send({ to: 'a@example.com', subject: 'one\r\ntwo', text: 'body', html: '' });
    expect(lines).toEqual([
      `${DEV_MAILBOX_LABEL} to=a@example.com subject=one two`,
      `${DEV_MAILBOX_LABEL}   body`,
    ]);
  });

  it('stays quiet without a printer and keeps only the latest mails', async () => {
    const mailbox = new DevMailbox({ capacity: 3 });
    for (const code of ['1001', '1002', '1003', '1004'])
      await mailbox.send(codeMail('ada@example.com', code));
    expect(mailbox.list().map((m) => m.subject.slice(-4))).toEqual(['1004', '1003', '1002']);
    expect(mailbox.latest(' ADA@example.com ')?.subject).toContain('1004');
    mailbox.clear();
    expect(mailbox.list()).toEqual([]);
  });
});
