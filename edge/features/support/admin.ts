import type { AdminDeps, AdminResult } from '../../admin.ts';
import { printable, printableLines } from '../../admin-text.ts';
import type { Db } from '../../db/client.ts';
import { forwardWaitingMessages, unforwardedMessages } from './service.ts';

/** `messages`: the support messages the inbox has not accepted yet (SUPPORT_EMAIL unset or failing). */
export async function messagesCommand(db: Db): Promise<AdminResult> {
  const waiting = await unforwardedMessages(db);
  if (waiting.length === 0) return { exitCode: 0, output: 'No support messages are waiting.' };
  const blocks = waiting.map((m) =>
    [`— ${m.createdAt.toISOString()}  ${printable(m.email)}  (${m.id})`, ...printableLines(m.text)].join(
      '\n',
    ),
  );
  const count = `${waiting.length} support message${waiting.length === 1 ? '' : 's'} not forwarded to SUPPORT_EMAIL:`;
  return { exitCode: 0, output: [count, '', blocks.join('\n\n')].join('\n') };
}

/** `messages forward`: mails every waiting message to SUPPORT_EMAIL again. */
export async function forwardCommand(deps: AdminDeps): Promise<AdminResult> {
  if (!deps.config.support.email) {
    return { exitCode: 2, output: 'SUPPORT_EMAIL is not set: there is no inbox to forward to.' };
  }
  const { forwarded, waiting } = await forwardWaitingMessages(deps);
  const plural = (n: number) => `${n} message${n === 1 ? '' : 's'}`;
  return waiting === 0
    ? { exitCode: 0, output: `Forwarded ${plural(forwarded)} to ${deps.config.support.email}.` }
    : {
        exitCode: 1,
        output: `Forwarded ${plural(forwarded)}; ${plural(waiting)} still waiting (see the warnings above).`,
      };
}
