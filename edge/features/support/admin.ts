import type { AdminResult } from '../../admin.ts';
import type { Db } from '../../db/client.ts';
import { unforwardedMessages } from './service.ts';

/** `messages`: the support messages the inbox has not accepted yet (SUPPORT_EMAIL unset or failing). */
export async function messagesCommand(db: Db): Promise<AdminResult> {
  const waiting = await unforwardedMessages(db);
  if (waiting.length === 0) return { exitCode: 0, output: 'No support messages are waiting.' };
  const blocks = waiting.map((m) =>
    [
      `— ${m.createdAt.toISOString()}  ${m.email}  (${m.id})`,
      ...m.text.split(/\r?\n/).map((l) => `  ${l}`),
    ].join('\n'),
  );
  const count = `${waiting.length} support message${waiting.length === 1 ? '' : 's'} not forwarded to SUPPORT_EMAIL:`;
  return { exitCode: 0, output: [count, '', blocks.join('\n\n')].join('\n') };
}
