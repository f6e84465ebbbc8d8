import type { Db } from '../../db/client.ts';
import { EMAIL_PATTERN } from './contract.ts';
import { clearAddressLock, normaliseEmail } from './limits.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  unlock EMAIL   lift the code sign-in lock of an address and forget its failed code attempts`;

/** The logic of `npm run admin` (edge/admin-cli.ts is the Deno shell around it). */
export async function runAdminCommand(db: Db, args: string[]): Promise<{ exitCode: number; output: string }> {
  const [command, ...rest] = args;
  if (command === 'unlock' && rest.length === 1) {
    const email = normaliseEmail(rest[0] ?? '');
    if (!EMAIL_PATTERN.test(email)) return { exitCode: 2, output: `Not an e-mail address: ${rest[0]}` };
    const wasLocked = await clearAddressLock(db, email);
    return {
      exitCode: 0,
      output: wasLocked
        ? `Unlocked code sign-in for ${email}.`
        : `${email} was not locked; its failed code attempts are cleared.`,
    };
  }
  return { exitCode: 2, output: ADMIN_USAGE };
}
