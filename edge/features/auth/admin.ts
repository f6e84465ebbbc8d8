import type { AdminResult } from '../../admin.ts';
import { printable } from '../../admin-text.ts';
import { normaliseEmail } from '../../contract/email-address.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { canonicalEmail, clearAddressLock } from './limits.ts';

/** `unlock EMAIL`: lifts the code sign-in hard stop of an address and forgets its failed attempts. */
export async function unlockCommand(db: Db, address: string): Promise<AdminResult> {
  // An account made before the grammar (odd-addresses) may still be unlocked by its stored spelling.
  const email = normaliseEmail(address) ?? (address.includes('@') ? canonicalEmail(address) : null);
  if (email === null) return { exitCode: 2, output: `Not an e-mail address: ${printable(address)}` };
  const wasLocked = await clearAddressLock(db, email);
  return {
    exitCode: 0,
    output: wasLocked
      ? `Unlocked code sign-in for ${printable(email)}.`
      : `${printable(email)} was not locked; its failed code attempts are cleared.`,
  };
}

/**
 * `accounts odd-addresses`: accounts made before the one e-mail grammar (edge/contract/email-address.ts)
 * under a form it now refuses (`a@b.c.`, `"a"@b.c`, `a@[b.c]`, …) or spells differently (an IDN not yet in
 * ASCII). Their owners can no longer ask for a code under that spelling; the operator decides what to do.
 */
export async function oddAddressesCommand(db: Db): Promise<AdminResult> {
  const rows = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .orderBy(users.createdAt);
  const odd = rows.filter((row) => normaliseEmail(row.email) !== row.email);
  if (odd.length === 0) {
    return { exitCode: 0, output: 'No account has an address the e-mail grammar refuses.' };
  }
  const heading =
    odd.length === 1
      ? '1 account has an address the e-mail grammar refuses (it can no longer ask for a code):'
      : `${odd.length} accounts have an address the e-mail grammar refuses (they can no longer ask for a code):`;
  const lines = odd.map((row) => {
    const normalised = normaliseEmail(row.email);
    const note = normalised === null ? 'refused' : `now spelt ${printable(normalised)}`;
    return `  ${printable(row.email)}  (${note}; account ${row.id}, created ${row.createdAt.toISOString()})`;
  });
  return { exitCode: 0, output: [heading, ...lines].join('\n') };
}
