import { z } from 'zod';
import { empty, positiveInt } from '../../env-rules.ts';

/**
 * Help Centre messages: forwarded to SUPPORT_EMAIL (Reply-To the sender); unset → stored only.
 * edge/config.ts spreads `supportEnvShape` into its schema and calls `parseSupportConfig`.
 */

/** Where Help Centre messages go in development when only the dev mailbox exists. */
export const DEV_SUPPORT_INBOX = 'support@plume.local';

export const supportEnvShape = {
  SUPPORT_EMAIL: z
    .preprocess(
      empty,
      z
        .string()
        .trim()
        .regex(/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/, 'must be an e-mail address like support@plume.example')
        .optional(),
    )
    .meta({
      unset: `unset → **dev mailbox** (\`${DEV_SUPPORT_INBOX}\`)`,
      description:
        'inbox for Help Centre messages (Reply-To the sender). Unset with a real transport, or unreachable, they wait in the database: `npm run admin -- messages` lists, `… messages forward` retries',
    }),
  SUPPORT_MESSAGES_PER_HOUR: positiveInt(
    10,
    'messages one account may send per hour (then 429 + `Retry-After`)',
  ),
};

type SupportEnv = z.output<z.ZodObject<typeof supportEnvShape>>;

/** `devMailbox`: mail goes only to the dev mailbox (development without a transport). */
export function parseSupportConfig(v: SupportEnv, devMailbox: boolean) {
  // Embedded default: in development with the dev mailbox, Help Centre messages go to the dev
  // mailbox too (as DEV_SUPPORT_INBOX), so trying the form shows what the team would receive.
  const inbox = v.SUPPORT_EMAIL ?? (devMailbox ? DEV_SUPPORT_INBOX : undefined);
  return {
    /** The team's inbox for Help Centre messages; absent → messages are only stored. */
    ...(inbox ? { email: inbox } : {}),
    /** Messages one account may send per hour (a bound on inbox spam, not on honest use). */
    messagesPerHour: v.SUPPORT_MESSAGES_PER_HOUR,
  };
}
