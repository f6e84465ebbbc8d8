import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), credentials in the URL. */
  url: string;
  /** The From header, e.g. `Plume <no-reply@plume.example>`. */
  from: string;
  /** Gives up on a server that does not answer (nodemailer's defaults wait minutes). */
  timeoutMs?: number;
}

/**
 * SMTP through nodemailer, for self-hosting. One connection per mail: sign-in mail is rare enough
 * that a pool would mostly hold idle sockets.
 */
export function createSmtpMailer({ url, from, timeoutMs = 15_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
      } catch (error) {
        // nodemailer's own message can quote the server's reply; keep the code and status only.
        const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
        const detail = [code, responseCode].filter((part) => part !== undefined).join(' ');
        throw new MailDeliveryError(
          `SMTP delivery failed${detail ? ` (${detail})` : ''}`,
          'smtp',
          responseCode,
          { cause: error },
        );
      }
    },
  };
}
