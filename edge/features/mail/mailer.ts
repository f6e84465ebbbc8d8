/**
 * The one way the edge sends e-mail (ARCHITECTURE §9). Transports: SMTP (smtp.ts, self-hosting), the
 * HTTP e-mail API (http-api.ts, Deno Deploy) and the embedded dev mailbox (dev-mailbox.ts, development).
 * create-mailer.ts picks one from the configuration.
 */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text part: everything the HTML part says, readable on its own. */
  text: string;
  html: string;
  /** Where replies go instead of the sender (a support message is answered to its author). */
  replyTo?: string;
  /**
   * The code of a sign-in code mail, set by the template that made it (signInCodeMail) and by no
   * other: the dev mailbox shows it, so a support message whose text looks like a code never shows as
   * one. Transports do not send it (it is already in the text).
   */
  signInCode?: string;
}

export interface Mailer {
  /** Resolves once the transport accepted the mail; rejects with MailDeliveryError otherwise. */
  send(mail: MailMessage): Promise<void>;
}

/**
 * A transport refused or could not be reached. The message names the transport and the status or
 * cause, never the API key, the SMTP password or the mail's content (it may hold a sign-in code).
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly transport: 'smtp' | 'http-api',
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
