import type { Db } from './db/client.ts';
import { unlockCommand } from './features/auth/admin.ts';
import { messagesCommand } from './features/support/admin.ts';

export type AdminResult = { exitCode: number; output: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  unlock EMAIL   lift the code sign-in lock of an address and forget its failed code attempts
  messages       list the support messages not yet forwarded to SUPPORT_EMAIL`;

/** The logic of `npm run admin` (edge/admin-cli.ts is the Deno shell around it). */
export async function runAdminCommand(db: Db, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  if (command === 'unlock' && rest.length === 1) return unlockCommand(db, rest[0] ?? '');
  if (command === 'messages' && rest.length === 0) return messagesCommand(db);
  return { exitCode: 2, output: ADMIN_USAGE };
}
