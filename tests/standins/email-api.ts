import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server speaking Resend's `POST /emails` (bearer key, JSON body
 * `{ from, to, subject, html, text, reply_to? }` → `200 { id }`), for testing the HTTP e-mail API transport.
 * Errors answer like Resend: `{ statusCode, name, message }`.
 */
export interface ReceivedApiMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  reply_to?: string;
}

export interface ApiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface EmailApiStandin {
  /** e.g. http://127.0.0.1:54321 — RESEND_BASE_URL. */
  baseUrl: string;
  /** Every request, accepted or not, oldest first. */
  requests: ApiRequest[];
  /** Accepted mails, oldest first. */
  mails: ReceivedApiMail[];
  /** The next request answers this status (and a Resend-style error body) instead. */
  failNext(status: number, name?: string): void;
  /** The next request is answered only after `ms` (to test the client's timeout). */
  delayNext(ms: number): void;
  stop(): Promise<void>;
}

export async function startEmailApiStandin({ apiKey }: { apiKey: string }): Promise<EmailApiStandin> {
  const requests: ApiRequest[] = [];
  const mails: ReceivedApiMail[] = [];
  let failure: { status: number; name: string } | undefined;
  let delay = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const path = new URL(req.url ?? '/', 'http://api').pathname;
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });

    const answer = (status: number, payload: unknown) => {
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (delay > 0) {
        const wait = delay;
        delay = 0;
        setTimeout(send, wait);
      } else send();
    };
    const error = (status: number, name: string, message: string) =>
      answer(status, { statusCode: status, name, message });

    if (failure) {
      const { status, name } = failure;
      failure = undefined;
      return error(status, name, 'Failing on purpose (stand-in).');
    }
    if (req.method !== 'POST' || path !== '/emails') return error(404, 'not_found', 'Route not found.');
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return req.headers.authorization
        ? error(403, 'invalid_api_key', 'API key is invalid.')
        : error(401, 'missing_api_key', 'Missing API key in the authorization header.');
    }
    if (!req.headers['content-type']?.startsWith('application/json') || typeof body !== 'object' || !body) {
      return error(422, 'validation_error', 'Expected a JSON body.');
    }
    const mail = body as Record<string, unknown>;
    const to = typeof mail.to === 'string' ? [mail.to] : mail.to;
    const valid =
      typeof mail.from === 'string' &&
      Array.isArray(to) &&
      to.length > 0 &&
      to.every((a) => typeof a === 'string') &&
      typeof mail.subject === 'string' &&
      (typeof mail.html === 'string' || typeof mail.text === 'string');
    if (!valid) return error(422, 'validation_error', 'from, to, subject and html or text are required.');

    const id = randomUUID();
    mails.push({
      id,
      from: mail.from as string,
      to: to as string[],
      subject: mail.subject as string,
      ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
      ...(typeof mail.text === 'string' ? { text: mail.text } : {}),
      ...(typeof mail.reply_to === 'string' ? { reply_to: mail.reply_to } : {}),
    });
    return answer(200, { id });
  });

  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    mails,
    failNext(status, name = 'application_error') {
      failure = { status, name };
    },
    delayNext(ms) {
      delay = ms;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
