import type { Deps } from './deps.ts';
import { unlockCommand } from './features/auth/admin.ts';
import { forwardCommand, messagesCommand } from './features/support/admin.ts';

export type AdminResult = { exitCode: number; output: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  unlock EMAIL   lift the code sign-in lock of an address and forget its failed code attempts
  messages       list the support messages not yet forwarded to SUPPORT_EMAIL
  messages forward   try forwarding them again (after fixing SUPPORT_EMAIL or the mail transport)`;

/** What the commands use: the server's own database, configuration, clock, mailer and logger. */
export type AdminDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'mailer' | 'logger'>;

/** The logic of `npm run admin` (edge/admin-cli.ts is the Deno shell around it). */
export async function runAdminCommand(deps: AdminDeps, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  if (command === 'unlock' && rest.length === 1) return unlockCommand(deps.db, rest[0] ?? '');
  if (command === 'messages' && rest.length === 0) return messagesCommand(deps.db);
  if (command === 'messages' && rest.length === 1 && rest[0] === 'forward') return forwardCommand(deps);
  return { exitCode: 2, output: ADMIN_USAGE };
}
