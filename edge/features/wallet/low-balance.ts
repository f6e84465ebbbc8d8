import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { lowBalanceMail } from '../mail/wallet-templates.ts';
import { mailOrigin } from '../receipts/service.ts';

/** Where a low-balance mail's links point; given by the writers of debits (charges, reversals, support). */
export type LowBalanceWarning = { config: Pick<Config, 'appUrl' | 'port'> };

/** The outbox key of the warning a debit caused: one mail per fall below the threshold. */
export const lowBalanceMailKey = (ledgerEntryId: string) => `low-balance:${ledgerEntryId}`;

/**
 * After a debit in the caller's transaction (the user's row is locked by it): when the balance fell
 * from the threshold or above to below it and no warning went out since the last recharge, marks the
 * person warned and writes the mail to the outbox, so it commits with the debit or not at all. The
 * conditional UPDATE (`NOT low_balance_warned`) is the guard: a second crossing before a recharge
 * (a charge returned, then spent again) mails nothing. A threshold of 0 never warns.
 */
export async function warnIfBalanceFellBelow(
  tx: Db,
  change: {
    userId: string;
    entryId: string;
    amountCents: number;
    balanceCents: number;
    thresholdCents: number;
  },
  warning: LowBalanceWarning,
  at: Date,
): Promise<boolean> {
  const before = change.balanceCents - change.amountCents;
  if (
    change.amountCents >= 0 ||
    change.balanceCents >= change.thresholdCents ||
    before < change.thresholdCents
  ) {
    return false;
  }
  const [person] = await tx
    .update(users)
    .set({ lowBalanceWarned: true })
    .where(and(eq(users.id, change.userId), eq(users.lowBalanceWarned, false)))
    .returning({ email: users.email });
  if (!person) return false;
  const origin = mailOrigin(warning.config);
  const mail = lowBalanceMail({
    balanceCents: change.balanceCents,
    thresholdCents: change.thresholdCents,
    rechargeUrl: `${origin}/wallet-recharge`,
    settingsUrl: `${origin}/user-info`,
  });
  await enqueueMail(tx, { key: lowBalanceMailKey(change.entryId), to: person.email, ...mail }, at);
  return true;
}

/**
 * The SET clause re-arming the warning in the same UPDATE as a credit that is new money (a recharge,
 * a grant, a support credit) and brings the balance to the threshold or above. A returned charge
 * (release) does not re-arm: it only undoes a debit, and re-arming there would mail again on the next.
 */
export const rearmLowBalance = (amountCents: number) =>
  sql`case when ${users.balanceCents} + ${amountCents} >= ${users.lowBalanceThresholdCents} then false else ${users.lowBalanceWarned} end`;
