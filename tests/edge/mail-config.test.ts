import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../edge/config.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};
const variables = (env: Record<string, string>) => problems(env).map((p) => p.variable);

describe('mail configuration', () => {
  it('defaults to the dev mailbox with a plume.local sender and the Resend API base URL', () => {
    expect(loadConfig({}).mail).toEqual({
      from: 'Plume <no-reply@plume.local>',
      resendBaseUrl: 'https://api.resend.com',
    });
  });

  it('reads SMTP_URL, RESEND_API_KEY, RESEND_BASE_URL and MAIL_FROM', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        RESEND_API_KEY: ' re_123 ',
        RESEND_BASE_URL: 'http://127.0.0.1:9999/',
        MAIL_FROM: 'hello@plume.example',
      }).mail,
    ).toEqual({
      from: 'hello@plume.example',
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      resendApiKey: 're_123',
      resendBaseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('names a bad SMTP_URL, RESEND_BASE_URL or MAIL_FROM without echoing the value', () => {
    const found = problems({
      SMTP_URL: 'http://user:hunter2@smtp.example',
      RESEND_BASE_URL: 'api.resend.com',
      MAIL_FROM: 'Plume',
    });
    expect(found.map((p) => p.variable).sort()).toEqual(['MAIL_FROM', 'RESEND_BASE_URL', 'SMTP_URL']);
    expect(JSON.stringify(found)).not.toContain('hunter2');
  });

  it('refuses to start production without SMTP_URL or RESEND_API_KEY, with a clear message', () => {
    const production = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@127.0.0.1/plume',
      APP_URL: 'https://plume.example',
    };
    const mailProblem = problems(production).find((p) => p.variable === 'SMTP_URL');
    expect(mailProblem?.message).toMatch(/or RESEND_API_KEY is required in production/);
    expect(mailProblem?.message).toMatch(/dev mailbox is development-only/);
    expect(
      variables({
        DENO_DEPLOYMENT_ID: 'x',
        DATABASE_URL: 'postgres://u:p@h.neon.tech/db',
        APP_URL: 'https://plume.example',
      }),
    ).toContain('SMTP_URL');
    expect(variables({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' })).not.toContain('SMTP_URL');
    expect(variables({ ...production, RESEND_API_KEY: 're_123' })).not.toContain('SMTP_URL');
  });
});
