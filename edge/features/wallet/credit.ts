import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activity/record.ts';
import { canonicalEmail } from '../auth/limits.ts';
import { appendLedgerEntryIn } from './ledger.ts';

/** The largest single correction support can make (a typo guard: 100000 typed for 100.00). */
export const MAX_CREDIT_CENTS = 10_000_00;

export interface CreditInput {
  email: string;
  /** Signed integer cents: positive adds to the wallet, negative corrects it down (never below zero). */
  amountCents: number;
  /** Why, as the person reads it in their wallet history and Recent Activities. */
  reason: string;
  /** Idempotency key; each invocation gets a fresh one unless the caller retries with its own. */
  reference?: string;
}

export interface CreditResult {
  userId: string;
  email: string;
  amountCents: number;
  balanceCents: number;
  reference: string;
}

const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * A support adjustment (`npm run admin -- credit`, and the tests' factory): one `adjustment` ledger row
 * with the reason as its description and an 'adjustment' activity, in one transaction. A correction
 * that would take the balance below zero changes nothing (409, naming the balance).
 */
export async function creditAccount(
  deps: { db: Db; clock: Clock },
  input: CreditInput,
): Promise<CreditResult> {
  const { db, clock } = deps;
  const email = canonicalEmail(input.email);
  const reason = input.reason.trim();
  if (reason === '') throw new AppError(400, 'Give a reason: the person reads it in their wallet history.');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
    throw new AppError(400, 'The amount must be a non-zero number of cents.');
  }
  if (Math.abs(input.amountCents) > MAX_CREDIT_CENTS) {
    throw new AppError(400, `The amount must be at most ${dollars(MAX_CREDIT_CENTS)} either way.`);
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new AppError(404, `No account has the address ${email}.`);
  const reference = input.reference ?? `adjustment:${crypto.randomUUID()}`;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const entry = await appendLedgerEntryIn(
      tx,
      { userId: user.id, kind: 'adjustment', amountCents: input.amountCents, reference, description: reason },
      now,
    );
    if (entry.status === 'insufficient_funds') {
      throw new AppError(
        409,
        `Taking ${dollars(input.amountCents)} would take ${email} below zero: the balance is ${dollars(entry.balanceCents)}.`,
      );
    }
    if (entry.status === 'applied') {
      const message =
        input.amountCents > 0
          ? `Plume support added ${dollars(input.amountCents)} to your wallet: ${reason}`
          : `Plume support took ${dollars(input.amountCents)} from your wallet: ${reason}`;
      await recordActivity(tx, now, { userId: user.id, type: 'adjustment', message });
    }
    return {
      userId: user.id,
      email,
      amountCents: input.amountCents,
      balanceCents: entry.balanceCents,
      reference,
    };
  });
}

/**
 * Dollars as an operator types them ('10', '2.50', '-0.5') → integer cents, without floating point;
 * null when it is not such a number.
 */
export function parseDollars(text: string): number | null {
  const match = /^([+-])?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}
