import { z } from 'zod';
import { type AppEnvironment, type ConfigProblem, empty, positiveInt } from '../../env-rules.ts';

/**
 * Code sign-in (ARCHITECTURE §5): the secret keying codes, links and tokens, and the limits that
 * carry a 4-digit code's security. edge/config.ts spreads `authEnvShape` into its schema and calls
 * `parseAuthConfig`.
 */

export const authEnvShape = {
  SESSION_SECRET: z
    .preprocess(
      empty,
      z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
    )
    .meta({
      unset: 'unset → **dev secret** in `DATA_DIR/dev-secret`',
      description:
        'at least 32 characters (e.g. `openssl rand -base64 48`); keys the code hashes and signs the identity tokens. Required in production',
    }),
  CODE_TTL_MINUTES: positiveInt(10, 'life of a sign-in code and of the one-click link'),
  CODE_MAX_ATTEMPTS: positiveInt(3, 'wrong tries that kill a code'),
  RESEND_COOLDOWN_SECONDS: positiveInt(
    60,
    'the server refuses a new code for the same address sooner (429 + `Retry-After`)',
  ),
  CODES_PER_EMAIL_PER_HOUR: positiveInt(5, 'codes sent per address per hour'),
  CODES_PER_IP_PER_HOUR: positiveInt(20, 'codes sent per client IP per hour'),
  FAILED_VERIFY_PER_IP_PER_HOUR: positiveInt(50, 'failed code checks per client IP per hour'),
  FAILED_VERIFY_PER_EMAIL_PER_DAY: positiveInt(
    10,
    'failed code checks per address per 24 h; then code entry is refused for that address until the window passes, even with the right code',
  ),
  LOCK_AFTER_CONSECUTIVE_FAILURES: positiveInt(
    100,
    'consecutive failures that lock code sign-in for an address until a Google/Apple sign-in or `npm run admin -- unlock EMAIL`',
  ),
};

type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

export function parseAuthConfig(v: AuthEnv, appEnv: AppEnvironment, problems: ConfigProblem[]) {
  if (appEnv === 'production' && !v.SESSION_SECRET) {
    problems.push({
      variable: 'SESSION_SECRET',
      message: 'is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    });
  }
  return {
    /** Signs codes, tokens and links; required in production (main.ts supplies a development default). */
    ...(v.SESSION_SECRET ? { sessionSecret: v.SESSION_SECRET } : {}),
    /** Sign-in limits; every one is configuration with these defaults. */
    auth: {
      codeTtlMinutes: v.CODE_TTL_MINUTES,
      codeMaxAttempts: v.CODE_MAX_ATTEMPTS,
      resendCooldownSeconds: v.RESEND_COOLDOWN_SECONDS,
      codesPerEmailPerHour: v.CODES_PER_EMAIL_PER_HOUR,
      codesPerIpPerHour: v.CODES_PER_IP_PER_HOUR,
      failedVerifyPerIpPerHour: v.FAILED_VERIFY_PER_IP_PER_HOUR,
      failedVerifyPerEmailPerDay: v.FAILED_VERIFY_PER_EMAIL_PER_DAY,
      lockAfterConsecutiveFailures: v.LOCK_AFTER_CONSECUTIVE_FAILURES,
    },
  };
}
