import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, describeMailer, mailTransportOf } from '../../edge/features/mail/create-mailer.ts';
import { DevMailbox } from '../../edge/features/mail/dev-mailbox.ts';
import { createHttpApiMailer } from '../../edge/features/mail/http-api.ts';
import { MailDeliveryError } from '../../edge/features/mail/mailer.ts';
import { createSmtpMailer } from '../../edge/features/mail/smtp.ts';
import { signInCodeMail } from '../../edge/features/mail/templates.ts';
import { createLogger } from '../../edge/logger.ts';
import { type EmailApiStandin, startEmailApiStandin } from '../standins/email-api.ts';
import { type SmtpStandin, startSmtpStandin } from '../standins/smtp-server.ts';
import { testConfig } from './helpers.ts';

const FROM = 'Plume <no-reply@plume.local>';
const API_KEY = 're_test_0123456789';
const rendered = signInCodeMail({ code: '4821', link: 'https://plume.example/login?link=tok', minutes: 10 });
const mail = (to: string) => ({ to, ...rendered });

function collectingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }) };
}

describe('SMTP transport (nodemailer → a real SMTP server on loopback)', () => {
  let smtp: SmtpStandin;
  beforeAll(async () => {
    smtp = await startSmtpStandin({ user: 'plume', password: 's3cret pass' });
  });
  afterAll(() => smtp.stop());

  it('delivers both parts with the right From, To and Subject, logging in with the URL credentials', async () => {
    await createSmtpMailer({ url: smtp.url, from: FROM }).send(mail('Ada@example.com'));
    const received = await smtp.waitForMail('ada@example.com');
    expect(received.from).toBe('"Plume" <no-reply@plume.local>');
    expect(received.to).toEqual(['Ada@example.com']);
    expect(received.envelope).toEqual({ from: 'no-reply@plume.local', to: ['Ada@example.com'] });
    expect(received.subject).toBe('Your Plume sign-in code: 4821');
    expect(received.text).toContain('4821');
    expect(received.text).toContain('https://plume.example/login?link=tok');
    expect(received.html).toContain('>4821</td>');
    expect(received.html).toContain('Sign in to Plume');
    expect(received.authUser).toBe('plume');
  });

  it('sets Reply-To when the mail has one (support messages are answered to their author)', async () => {
    await createSmtpMailer({ url: smtp.url, from: FROM }).send({
      ...mail('team@example.com'),
      replyTo: 'ada@example.com',
    });
    const received = await smtp.waitForMail('team@example.com');
    expect(received.replyTo).toBe('ada@example.com');
    expect(received.from).toBe('"Plume" <no-reply@plume.local>');
  });

  it('fails with a MailDeliveryError that keeps the password out of its message', async () => {
    const wrong = smtp.url.replace(encodeURIComponent('s3cret pass'), 'hunter2');
    const error = await createSmtpMailer({ url: wrong, from: FROM })
      .send(mail('bob@example.com'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(/^SMTP delivery failed \(EAUTH/);
    expect((error as MailDeliveryError).message).not.toContain('hunter2');
    expect(smtp.messages('bob@example.com')).toEqual([]);
  });

  it('fails with a MailDeliveryError when nobody listens', async () => {
    const closed = await startSmtpStandin();
    await closed.stop();
    const error = await createSmtpMailer({ url: closed.url, from: FROM, timeoutMs: 2_000 })
      .send(mail('carol@example.com'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).transport).toBe('smtp');
  });
});

describe('HTTP e-mail API transport (Resend format → a loopback stand-in)', () => {
  let api: EmailApiStandin;
  beforeAll(async () => {
    api = await startEmailApiStandin({ apiKey: API_KEY });
  });
  afterEach(() => {
    api.requests.length = 0;
    api.mails.length = 0;
  });
  afterAll(() => api.stop());

  it('posts the JSON body to {base}/emails with the bearer key', async () => {
    // A trailing slash on the configured base URL does not double the slash.
    await createHttpApiMailer({ apiKey: API_KEY, baseUrl: `${api.baseUrl}/`, from: FROM }).send(
      mail('ada@example.com'),
    );
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/emails',
      authorization: `Bearer ${API_KEY}`,
      contentType: 'application/json',
    });
    expect(request?.body).toEqual({
      from: FROM,
      to: ['ada@example.com'],
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    });
    expect(api.mails).toHaveLength(1);
  });

  it('sends reply_to when the mail has a Reply-To', async () => {
    await createHttpApiMailer({ apiKey: API_KEY, baseUrl: api.baseUrl, from: FROM }).send({
      ...mail('team@example.com'),
      replyTo: 'ada@example.com',
    });
    expect(api.requests[0]?.body).toMatchObject({ to: ['team@example.com'], reply_to: 'ada@example.com' });
    expect(api.mails[0]?.reply_to).toBe('ada@example.com');
  });

  it('rejects a wrong key with an error naming the status', async () => {
    const error = await createHttpApiMailer({ apiKey: 're_wrong', baseUrl: api.baseUrl, from: FROM })
      .send(mail('ada@example.com'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).status).toBe(403);
    expect((error as MailDeliveryError).message).toBe('The e-mail API answered 403 (invalid_api_key)');
    expect((error as MailDeliveryError).message).not.toContain('re_wrong');
  });

  it.each([
    [422, 'validation_error'],
    [429, 'rate_limit_exceeded'],
    [500, 'internal_server_error'],
  ])('turns a %i answer into an error naming the status', async (status, name) => {
    api.failNext(status, name);
    const error = await createHttpApiMailer({ apiKey: API_KEY, baseUrl: api.baseUrl, from: FROM })
      .send(mail('ada@example.com'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).status).toBe(status);
    expect((error as MailDeliveryError).message).toBe(`The e-mail API answered ${status} (${name})`);
  });

  it('gives up on an API that does not answer in time', async () => {
    api.delayNext(5_000);
    const error = await createHttpApiMailer({
      apiKey: API_KEY,
      baseUrl: api.baseUrl,
      from: FROM,
      timeoutMs: 100,
    })
      .send(mail('ada@example.com'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toBe('The e-mail API did not answer within 100 ms');
  });

  it('uses the injected fetch', async () => {
    const seen: string[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    await createHttpApiMailer({ apiKey: API_KEY, baseUrl: api.baseUrl, from: FROM, fetch: spy }).send(
      mail('ada@example.com'),
    );
    expect(seen).toEqual([`${api.baseUrl}/emails`]);
  });
});

describe('createMailer chooses the transport from the configuration', () => {
  let smtp: SmtpStandin;
  let api: EmailApiStandin;
  beforeAll(async () => {
    [smtp, api] = await Promise.all([startSmtpStandin(), startEmailApiStandin({ apiKey: API_KEY })]);
  });
  afterAll(() => Promise.all([smtp.stop(), api.stop()]));

  it('SMTP_URL wins (even with RESEND_API_KEY set), with MAIL_FROM as the sender', async () => {
    const config = testConfig({
      SMTP_URL: smtp.url,
      RESEND_API_KEY: API_KEY,
      RESEND_BASE_URL: api.baseUrl,
      MAIL_FROM: 'Plume Team <hello@plume.example>',
    });
    expect(mailTransportOf(config)).toBe('smtp');
    const { lines, logger } = collectingLogger();
    await createMailer(config, logger).send(mail('smtp@example.com'));
    const received = await smtp.waitForMail('smtp@example.com');
    expect(received.from).toBe('"Plume Team" <hello@plume.example>');
    expect(api.mails).toEqual([]);
    // One log line, without the recipient, the subject or the code.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'mail sent', transport: 'smtp' });
    expect(lines.join('\n')).not.toMatch(/4821|smtp@example\.com|tok/);
  });

  it('RESEND_API_KEY selects the HTTP API at RESEND_BASE_URL', async () => {
    const config = testConfig({ RESEND_API_KEY: API_KEY, RESEND_BASE_URL: api.baseUrl });
    expect(mailTransportOf(config)).toBe('http-api');
    expect(describeMailer(config)).toBe(`e-mail API at ${api.baseUrl}`);
    const { lines, logger } = collectingLogger();
    await createMailer(config, logger).send(mail('api@example.com'));
    expect(api.mails.map((m) => [m.from, m.to])).toEqual([[FROM, ['api@example.com']]]);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'mail sent', transport: 'http-api' });
  });

  it('logs a failed delivery without the content and rethrows it', async () => {
    const config = testConfig({ RESEND_API_KEY: API_KEY, RESEND_BASE_URL: api.baseUrl });
    api.failNext(500, 'internal_server_error');
    const { lines, logger } = collectingLogger();
    await expect(createMailer(config, logger).send(mail('api@example.com'))).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg: 'mail not sent',
      transport: 'http-api',
      error: 'The e-mail API answered 500 (internal_server_error)',
    });
    expect(lines.join('\n')).not.toMatch(/4821|api@example\.com|re_test/);
  });

  it('with neither, development gets the dev mailbox', () => {
    const config = testConfig();
    expect(mailTransportOf(config)).toBe('dev-mailbox');
    expect(describeMailer(config)).toBe('embedded dev mailbox at http://localhost:8787/dev/mailbox');
    expect(createMailer(config, collectingLogger().logger, { print: () => {} })).toBeInstanceOf(DevMailbox);
  });

  it('never hands a production configuration the dev mailbox', () => {
    const config = { ...testConfig(), appEnv: 'production' as const };
    expect(() => createMailer(config, collectingLogger().logger)).toThrow(/SMTP_URL or RESEND_API_KEY/);
  });
});
