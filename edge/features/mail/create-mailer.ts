import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { DevMailbox } from './dev-mailbox.ts';
import { createHttpApiMailer } from './http-api.ts';
import { MailDeliveryError, type Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp.ts';

export type MailTransport = 'smtp' | 'http-api' | 'dev-mailbox';

export interface CreateMailerOptions {
  /** For the HTTP e-mail API (tests pass their own). */
  fetch?: typeof fetch;
  /** Where the dev mailbox prints its labelled lines; main.ts passes console.log. */
  print?: (line: string) => void;
}

/** SMTP_URL wins, then RESEND_API_KEY; with neither, the dev mailbox (config.ts forbids that in production). */
export const mailTransportOf = (config: Pick<Config, 'mail'>): MailTransport =>
  config.mail.smtpUrl ? 'smtp' : config.mail.resendApiKey ? 'http-api' : 'dev-mailbox';

/** The page that lists the dev mailbox (README names it). */
export const devMailboxUrl = (config: Pick<Config, 'port'>) => `http://localhost:${config.port}/dev/mailbox`;

/** For the start-up line: which transport, labelled as the embedded default when it is one. */
export function describeMailer(config: Pick<Config, 'mail' | 'port'>): string {
  const transport = mailTransportOf(config);
  if (transport === 'smtp') return 'SMTP';
  if (transport === 'http-api') return `e-mail API at ${config.mail.resendBaseUrl}`;
  return `embedded dev mailbox at ${devMailboxUrl(config)}`;
}

export function createMailer(config: Config, logger: Logger, options: CreateMailerOptions = {}): Mailer {
  const { mail } = config;
  if (mail.smtpUrl) {
    return logged(createSmtpMailer({ url: mail.smtpUrl, from: mail.from }), 'smtp', logger);
  }
  if (mail.resendApiKey) {
    return logged(
      createHttpApiMailer({
        apiKey: mail.resendApiKey,
        baseUrl: mail.resendBaseUrl,
        from: mail.from,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
      'http-api',
      logger,
    );
  }
  if (config.appEnv !== 'development') {
    // loadConfig already refuses this; a hand-built Config must not get a mailbox full of codes either.
    throw new Error('No mail transport configured: set SMTP_URL or RESEND_API_KEY in production.');
  }
  // Not wrapped: the /dev/mailbox routes recognise the DevMailbox instance itself.
  return new DevMailbox({
    ...(options.print ? { print: options.print } : { print: (line: string) => console.log(line) }),
    pageUrl: devMailboxUrl(config),
  });
}

/** One log line per mail: transport, outcome and duration — never the recipient, subject or body. */
function logged(mailer: Mailer, transport: MailTransport, logger: Logger): Mailer {
  return {
    async send(mail) {
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);
      try {
        await mailer.send(mail);
        logger.info('mail sent', { transport, durationMs: durationMs() });
      } catch (error) {
        logger.error('mail not sent', {
          transport,
          durationMs: durationMs(),
          error: error instanceof MailDeliveryError ? error.message : 'unexpected error',
        });
        throw error;
      }
    },
  };
}
