import type { AdminResult } from '../../admin.ts';
import type { Db } from '../../db/client.ts';
import { EMAIL_PATTERN } from './contract.ts';
import { clearAddressLock, normaliseEmail } from './limits.ts';

/** `unlock EMAIL`: lifts the code sign-in hard stop of an address and forgets its failed attempts. */
export async function unlockCommand(db: Db, address: string): Promise<AdminResult> {
  const email = normaliseEmail(address);
  if (!EMAIL_PATTERN.test(email)) return { exitCode: 2, output: `Not an e-mail address: ${address}` };
  const wasLocked = await clearAddressLock(db, email);
  return {
    exitCode: 0,
    output: wasLocked
      ? `Unlocked code sign-in for ${email}.`
      : `${email} was not locked; its failed code attempts are cleared.`,
  };
}
