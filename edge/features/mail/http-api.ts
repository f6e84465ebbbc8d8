import { MailDeliveryError, type Mailer } from './mailer.ts';

export interface HttpApiMailerOptions {
  apiKey: string;
  /** e.g. https://api.resend.com (no trailing slash needed); tests point it at a loopback stand-in. */
  baseUrl: string;
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The HTTP e-mail API transport for the edge (Deno Deploy has no business holding SMTP sessions):
 * Resend's `POST /emails` with a bearer key. Any provider speaking that format works.
 */
export function createHttpApiMailer({
  apiKey,
  baseUrl,
  from,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: HttpApiMailerOptions): Mailer {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    async send(mail) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new MailDeliveryError(
          timedOut
            ? `The e-mail API did not answer within ${timeoutMs} ms`
            : 'The e-mail API could not be reached',
          'http-api',
          undefined,
          { cause: error },
        );
      }
      if (!response.ok) {
        throw new MailDeliveryError(
          `The e-mail API answered ${response.status}${await reason(response)}`,
          'http-api',
          response.status,
        );
      }
      await response.body?.cancel();
    },
  };
}

/** Resend errors look like `{ statusCode, name, message }`: keep the short name for the operator. */
async function reason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { name?: unknown };
    return typeof body.name === 'string' && /^[\w.-]{1,64}$/.test(body.name) ? ` (${body.name})` : '';
  } catch {
    return '';
  }
}
