import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (smtp-server), parsing every message it accepts (mailparser), so
 * tests can send through nodemailer exactly as production does and read what arrived.
 * In-process: `const smtp = await startSmtpStandin(); SMTP_URL = smtp.url; await smtp.waitForMail(to)`.
 * From another process (Playwright): `node tests/standins/smtp-server.ts --port 2525 --http-port 2526`
 * and read `GET http://127.0.0.1:2526/messages?to=EMAIL` (latest first, the same shape as messages()).
 */
export interface ReceivedMail {
  /** The From header's address and display name, e.g. `Plume <no-reply@plume.local>`. */
  from: string;
  /** The To header's addresses. */
  to: string[];
  /** SMTP envelope (MAIL FROM / RCPT TO). */
  envelope: { from: string; to: string[] };
  subject: string;
  /** The Reply-To header's address, when the mail has one. */
  replyTo?: string;
  text: string;
  html: string;
  /** The user name nodemailer logged in with, if it did. */
  authUser?: string;
  receivedAt: string;
}

export interface SmtpStandin {
  /** `smtp://[user:password@]127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  /** Set when started with `httpPort`: GET `${inboxUrl}/messages?to=`. */
  inboxUrl?: string;
  /** Latest first; `to` (any case) keeps the mails addressed to it. */
  messages(to?: string): ReceivedMail[];
  /** The newest mail for `to` received at or after `since` (default: ever), waiting for it if need be. */
  waitForMail(to: string, options?: { since?: Date; timeoutMs?: number }): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

export interface SmtpStandinOptions {
  port?: number;
  /** When set, the server requires this login (AUTH PLAIN/LOGIN over the plain loopback connection). */
  user?: string;
  password?: string;
  /** Also serve the received mail as JSON over HTTP on this port (0 = any free port). */
  httpPort?: number;
}

const matches = (mail: ReceivedMail, to: string) => {
  const wanted = to.trim().toLowerCase();
  return [...mail.to, ...mail.envelope.to].some((address) => address.toLowerCase() === wanted);
};

export async function startSmtpStandin(options: SmtpStandinOptions = {}): Promise<SmtpStandin> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const needsAuth = options.user !== undefined;

  const server = new SMTPServer({
    // Loopback only, so no TLS: nodemailer would refuse the stand-in's self-signed certificate.
    disabledCommands: needsAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !needsAuth,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 2_000,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const toHeader = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
          const authUser = typeof session.user === 'string' ? session.user : undefined;
          received.push({
            from: parsed.from?.text ?? '',
            to: toHeader.flatMap((group) => group.value.map((a) => a.address ?? '')),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            subject: parsed.subject ?? '',
            ...(parsed.replyTo?.value[0]?.address ? { replyTo: parsed.replyTo.value[0].address } : {}),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            ...(authUser ? { authUser } : {}),
            receivedAt: new Date().toISOString(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const listening = server.listen(options.port ?? 0, '127.0.0.1', () =>
      resolve((listening.address() as AddressInfo).port),
    );
  });

  const messages = (to?: string) =>
    received.filter((mail) => to === undefined || matches(mail, to)).reverse();

  let http: Server | undefined;
  let inboxUrl: string | undefined;
  if (options.httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://inbox');
      if (req.method !== 'GET' || url.pathname !== '/messages') return res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(messages(url.searchParams.get('to') ?? undefined)));
    });
    const httpServer = http;
    const httpPort = await new Promise<number>((resolve) =>
      httpServer.listen(options.httpPort, '127.0.0.1', () =>
        resolve((httpServer.address() as AddressInfo).port),
      ),
    );
    inboxUrl = `http://127.0.0.1:${httpPort}`;
  }

  const credentials = needsAuth
    ? `${encodeURIComponent(options.user ?? '')}:${encodeURIComponent(options.password ?? '')}@`
    : '';

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    ...(inboxUrl ? { inboxUrl } : {}),
    messages,
    waitForMail(to, { since, timeoutMs = 10_000 } = {}) {
      const find = () =>
        messages(to).find((mail) => since === undefined || new Date(mail.receivedAt) >= since);
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail for ${to} reached the SMTP stand-in within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    clear() {
      received.length = 0;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (http) {
        const httpServer = http;
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      }
    },
  };
}

// CLI: node tests/standins/smtp-server.ts [--port N] [--http-port M]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  const port = arg('--port');
  const standin = await startSmtpStandin({
    ...(port !== undefined ? { port } : {}),
    httpPort: arg('--http-port') ?? 0,
  });
  console.log(`SMTP stand-in: SMTP_URL=${standin.url} inbox=${standin.inboxUrl}/messages?to=`);
  const stop = () => void standin.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
