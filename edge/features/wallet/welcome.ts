import type { Db } from '../../db/client.ts';
import { welcomeGrants } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { deriveKey, hmacSha256, toHex } from '../auth/crypto.ts';
import { appendLedgerEntryIn } from './ledger.ts';

/** The welcome credit as configured (WELCOME_CREDIT_CENTS) and the server secret that keys its hashes. */
export interface WelcomeCredit {
  cents: number;
  secret: string;
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One spelling per mailbox, so "once per address" cannot be dodged by writing it another way: lower
 * case, the `+tag` of the local part dropped (most providers deliver `me+x@` to `me@`), and for Gmail,
 * which ignores dots and answers under both names, the dots dropped and googlemail.com read as gmail.com.
 */
export function welcomeAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split('+', 1)[0] ?? local;
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** HMAC-SHA256 under a key of its own (deriveKey), hex: the address cannot be read back from it. */
export async function welcomeAddressHash(secret: string, email: string): Promise<string> {
  const key = toHex(await deriveKey(secret, 'welcome-grant'));
  return toHex(await hmacSha256(key, welcomeAddress(email)));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Gives a NEW account the welcome credit once per address ever, inside the transaction creating it:
 * the address's hash is inserted first (its primary key is the guard, so two accounts made at once for
 * `me@` and `m.e+1@` get one grant between them), then one `grant` ledger row and an activity. Returns
 * whether it granted. WELCOME_CREDIT_CENTS=0 grants nothing and remembers nothing.
 */
export async function grantWelcomeCredit(
  tx: Db,
  user: { id: string; email: string },
  welcome: WelcomeCredit,
  at: Date,
): Promise<boolean> {
  if (welcome.cents <= 0) return false;
  const [first] = await tx
    .insert(welcomeGrants)
    .values({ addressHash: await welcomeAddressHash(welcome.secret, user.email), createdAt: at })
    .onConflictDoNothing({ target: welcomeGrants.addressHash })
    .returning({ hash: welcomeGrants.addressHash });
  if (!first) return false;
  const entry = await appendLedgerEntryIn(
    tx,
    {
      userId: user.id,
      kind: 'grant',
      amountCents: welcome.cents,
      reference: `grant:welcome:${user.id}`,
      description: 'Welcome credit',
    },
    at,
  );
  if (entry.status !== 'applied') throw new Error(`The welcome credit of ${user.id} was not applied`);
  await recordActivity(tx, at, {
    userId: user.id,
    type: 'grant',
    message: `Welcome credit: ${dollars(welcome.cents)} is in your wallet to try Plume.`,
  });
  return true;
}
