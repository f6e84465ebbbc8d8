import { z } from 'zod';
import {
  type AppEnvironment,
  type ConfigProblem,
  optionalText,
  optionalUrl,
  withDefault,
} from '../../env-rules.ts';

/**
 * How mail leaves: SMTP_URL wins over RESEND_API_KEY; neither → the dev mailbox (development only).
 * edge/config.ts spreads `mailEnvShape` into its schema and calls `parseMailConfig`.
 */

export const mailEnvShape = {
  SMTP_URL: optionalUrl(
    (v) => /^smtps?:\/\//.test(v),
    'must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example:465',
  ).meta({
    unset: 'unset → **dev mailbox**',
    example: 'smtps://user:password@smtp.example:465',
    description: 'send mail over SMTP (nodemailer); wins over `RESEND_API_KEY`',
  }),
  RESEND_API_KEY: optionalText.meta({
    unset: 'unset → **dev mailbox**',
    description:
      'send mail through the Resend HTTP API (`POST /emails`, bearer key); production needs this or `SMTP_URL`',
  }),
  RESEND_BASE_URL: withDefault(
    'https://api.resend.com',
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, '')),
  ).meta({ description: 'base URL of that e-mail API (any service speaking its format)' }),
  MAIL_FROM: withDefault(
    'Plume <no-reply@plume.local>',
    z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        'must be an address like Plume <no-reply@plume.example> or no-reply@plume.example',
      ),
  ).meta({ description: 'sender of every mail (`Name <address>` or a bare address)' }),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

export function parseMailConfig(v: MailEnv, appEnv: AppEnvironment, problems: ConfigProblem[]) {
  // The dev mailbox holds live sign-in codes in memory and on the console: never in production.
  if (appEnv === 'production' && !v.SMTP_URL && !v.RESEND_API_KEY) {
    problems.push({
      variable: 'SMTP_URL',
      message:
        'or RESEND_API_KEY is required in production (APP_ENV=production or on Deno Deploy); the dev mailbox is development-only',
    });
  }
  return {
    from: v.MAIL_FROM,
    ...(v.SMTP_URL ? { smtpUrl: v.SMTP_URL } : {}),
    ...(v.RESEND_API_KEY ? { resendApiKey: v.RESEND_API_KEY } : {}),
    resendBaseUrl: v.RESEND_BASE_URL,
  };
}

/** True when mail goes nowhere but the dev mailbox (development without a transport). */
export const usesDevMailbox = (mail: { smtpUrl?: string; resendApiKey?: string }, appEnv: AppEnvironment) =>
  appEnv === 'development' && !mail.smtpUrl && !mail.resendApiKey;
